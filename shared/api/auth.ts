// The auth calls of spec §7: one function per call, each answer read through the contract.
import { http, postData } from '../http';
import { UserSchema, type User } from '../contract/user';
import {
  ForgotPasswordAnswerSchema,
  ResetTokenCheckAnswerSchema,
  type LoginPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
  type ResetTokenCheckPayload,
} from '../contract/auth';

/** POST /api/auth/login: starts the session; answers the user. */
export const postLogin = (credentials: LoginPayload): Promise<User> => postData('auth/login', credentials, UserSchema);

/** POST /api/auth/register (spec §4: the server logs the new parent in); answers the user. */
export const postRegister = (registration: RegisterPayload): Promise<User> => postData('auth/register', registration, UserSchema);

/** POST /api/auth/forgot-password: the server's `data.message` (the same whether or not the address is known). */
export async function postForgotPassword(email: string): Promise<string> {
  const { message } = await postData('auth/forgot-password', { email }, ForgotPasswordAnswerSchema);
  return message;
}

/** POST /api/auth/reset-password: sets the new password and logs the parent in (spec §4); answers the user. */
export const postResetPassword = (payload: ResetPasswordPayload): Promise<User> => postData('auth/reset-password', payload, UserSchema);

/** POST /api/auth/logout: ends the session (204, no body). */
export async function postLogout(): Promise<void> {
  await http().post('auth/logout');
}

/** POST /api/auth/reset-token-check: whether the mailed reset link still works (asked when the page opens). */
export async function postResetTokenCheck(payload: ResetTokenCheckPayload): Promise<boolean> {
  const { valid } = await postData('auth/reset-token-check', payload, ResetTokenCheckAnswerSchema);
  return valid;
}
