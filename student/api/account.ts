import { accountEndpoints } from '../../src/contract/endpoints';
import { apiConfig } from '../../src/api/config';
import { request } from './client';

/** Ways back into an account, and the account's own data (docs/API.md, "Accounts"). */

interface Said {
  ok: boolean;
  message: string;
}

export interface AccountStatus {
  email: string;
  email_verified: boolean;
  email_verified_at: string | null;
  /** A new address waiting for its link to be opened. */
  pending_email: string | null;
}

export async function askForResetLink(email: string): Promise<string> {
  return (await request<Said>(accountEndpoints.forgotPassword.path, { body: { email } })).message;
}

/** Resolves when the reset link may still be used; rejects with why not. */
export async function checkResetLink(token: string): Promise<void> {
  await request<Said>(accountEndpoints.checkResetLink.path, { body: { token } });
}

export interface NewPassword {
  password: string;
  password_confirmation: string;
}

export async function resetPassword(token: string, password: NewPassword): Promise<string> {
  return (await request<Said>(accountEndpoints.resetPassword.path, { body: { token, ...password } })).message;
}

export async function fetchAccountStatus(signal?: AbortSignal): Promise<AccountStatus> {
  return (await request<{ data: AccountStatus }>(accountEndpoints.account.path, { signal })).data;
}

export async function verifyEmail(token: string): Promise<string> {
  return (await request<Said>(accountEndpoints.verifyEmail.path, { body: { token } })).message;
}

export async function resendVerification(): Promise<string> {
  return (await request<Said>(accountEndpoints.resendVerification.path, { method: 'POST', body: {} }))
    .message;
}

export async function changeEmail(email: string, password: string): Promise<string> {
  return (await request<Said>(accountEndpoints.changeEmail.path, { body: { email, password } })).message;
}

export async function closeAccount(password: string): Promise<string> {
  return (await request<Said>(accountEndpoints.closeAccount.path, { body: { password } })).message;
}

/** The address of the data download: a plain link, so the browser saves the file itself. */
export const exportDataUrl = `${apiConfig.apiBase}${accountEndpoints.exportData.path}`;
