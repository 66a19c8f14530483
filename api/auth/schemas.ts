/** Request-body schemas shared by the account routes. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.js';

/** Checked again after normalisation (trim, lower case) by isPlausibleEmail in the handler. */
export const emailSchema = { type: 'string', minLength: 3, maxLength: 320 } as const;
export const newPasswordSchema = {
  type: 'string',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;
/** Existing passwords are not held to today's length rule, only to a sane bound. */
export const currentPasswordSchema = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH } as const;

export const messageSchema = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;
