/**
 * Request shapes of the account routes, written once as TypeBox schemas: the route validates with
 * the schema and its handler's types come from it (`app.withTypeProvider<TypeBoxTypeProvider>()`).
 */
import { Type } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.js';

/** Checked again after normalisation (trim, lower case) by isValidEmail in the handler. */
export const emailSchema = Type.String({ minLength: 3, maxLength: 320 });
/** An address to look up (login, reset): only bounded, never judged. */
export const lookupEmailSchema = Type.String({ maxLength: 254 });
export const newPasswordSchema = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH });
/** Existing passwords are not held to today's length rule, only to a sane bound. */
export const currentPasswordSchema = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });
/** A one-time token from an e-mail (reset, verification). */
export const emailedTokenSchema = Type.String({ minLength: 1, maxLength: 200 });

export const SignupBody = Type.Object({ email: emailSchema, password: newPasswordSchema });
export const LoginBody = Type.Object({ email: lookupEmailSchema, password: currentPasswordSchema });

export const ResetRequestBody = Type.Object({ email: lookupEmailSchema });
export const ResetPasswordBody = Type.Object({ token: emailedTokenSchema, new_password: newPasswordSchema });
export const ResetConfirmBody = Type.Object({
  token: emailedTokenSchema,
  email: lookupEmailSchema,
  new_password: newPasswordSchema,
});
export const ChangePasswordBody = Type.Object({
  current_password: currentPasswordSchema,
  new_password: newPasswordSchema,
});
export const VerifyEmailQuery = Type.Object({ token: emailedTokenSchema });

/** The answers that are a sentence (resets, resends, changes). */
export const messageSchema = Type.Object({ message: Type.String() });

/** `POST /v1/auth/api-key/regenerate`: the new key and when it was issued. */
export const IssuedApiKeySchema = Type.Object({
  api_key: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});

/** `GET /v1/auth/verify-email`: the sentence and the address it verified. */
export const VerifiedEmailSchema = Type.Object({ message: Type.String(), email: Type.String() });
