/** Every entity, for the DataSource. Add new entities here. */
import { OneTimeToken } from './one-time-token.entity.js';
import { Session } from './session.entity.js';
import { User } from './user.entity.js';

export const entities = [User, Session, OneTimeToken];
export { OneTimeToken, Session, User };
