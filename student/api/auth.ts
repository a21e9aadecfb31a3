import { authEndpoints } from '../../src/contract/endpoints';
import { ApiError, request } from './client';
import type { User } from './types';

/** The signed-in user, or null for a visitor (the server answers 401). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await request<{ user: User }>(authEndpoints.user.path, { signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export async function signIn(email: string, password: string): Promise<User> {
  const { user } = await request<{ user: User }>(authEndpoints.login.path, { body: { email, password } });
  return user;
}

export interface Registration {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export async function register(details: Registration): Promise<User> {
  const { user } = await request<{ user: User }>(authEndpoints.register.path, { body: details });
  return user;
}

export async function signOut(): Promise<void> {
  await request<{ ok: boolean }>(authEndpoints.signOut.path, { method: 'POST' });
}
