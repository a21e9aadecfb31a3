import { publicEndpoints, studentEndpoints } from '../../src/contract/endpoints';
import { request } from './client';
import type { EnrolledCourse, Note, Order, Paged, Topic, User } from './types';

/** The signed-in student's own things: courses, orders, notes and profile. */

export async function fetchMyCourses(signal?: AbortSignal): Promise<EnrolledCourse[]> {
  const { data } = await request<{ data: EnrolledCourse[] }>(studentEndpoints.myCourses.path, { signal });
  return data;
}

export async function fetchMyOrders(signal?: AbortSignal): Promise<Order[]> {
  const { data } = await request<{ data: Order[] }>(studentEndpoints.myOrders.path, { signal });
  return data;
}

export async function fetchTopics(signal?: AbortSignal): Promise<Topic[]> {
  const { data } = await request<{ data: Topic[] }>(studentEndpoints.topics.path, { signal });
  return data;
}

/** docs/legacy-api.md §7: the notes list is read from `data.data`; the rest of `data` is the paging. */
export async function fetchNotes(page: number, signal?: AbortSignal): Promise<Paged<Note>> {
  const { data } = await request<{ data: Paged<Note> }>(publicEndpoints.getNotes.path, {
    query: { page },
    signal,
  });
  return data;
}

export async function addNote(topicId: number | null, description: string): Promise<Note> {
  const { data } = await request<{ data: Note }>(publicEndpoints.addNote.path, {
    body: { topic_data: { topic_id: topicId, description } },
  });
  return data;
}

export async function updateNote(id: number, description: string): Promise<Note> {
  const { data } = await request<{ data: Note }>(publicEndpoints.updateNote.path, {
    body: { id, description },
  });
  return data;
}

export async function deleteNote(id: number): Promise<void> {
  await request<{ data: { id: number } }>(publicEndpoints.deleteNote.path, { body: { id } });
}

export async function updateProfile(name: string, profilePicture: string | null): Promise<User> {
  const { user } = await request<{ user: User }>(studentEndpoints.updateProfile.path, {
    body: { name, profile_picture: profilePicture },
  });
  return user;
}

/** Uploads a picture and answers its URL, to be saved with updateProfile. */
export async function uploadProfilePicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await request<{ data: { url: string } }>(studentEndpoints.uploadAvatar.path, {
    body: form,
  });
  return data.url;
}

export interface PasswordChange {
  current_password: string;
  password: string;
  password_confirmation: string;
}

export async function changePassword(change: PasswordChange): Promise<void> {
  await request<{ ok: boolean }>(studentEndpoints.changePassword.path, { body: change });
}
