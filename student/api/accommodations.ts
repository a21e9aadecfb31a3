import { type Accommodations, accommodationEndpoints } from '../../src/contract/accommodations';
import type { AttemptView } from '../../src/contract/examTypes';
import { request } from './client';

/** The signed-in student's accommodations profile. */
export async function fetchAccommodations(signal?: AbortSignal): Promise<Accommodations> {
  const { data } = await request<{ data: Accommodations }>(accommodationEndpoints.mine.path, { signal });
  return data;
}

export async function saveAccommodations(changes: Partial<Accommodations>): Promise<Accommodations> {
  const { data } = await request<{ data: Accommodations }>(accommodationEndpoints.save.path, {
    method: 'POST',
    body: changes,
  });
  return data;
}

/** Stops or restarts the clock of an exam attempt under way. */
export async function setAttemptPaused(attemptId: number, paused: boolean): Promise<AttemptView> {
  const endpoint = paused ? accommodationEndpoints.pauseAttempt : accommodationEndpoints.resumeAttempt;
  const { attempt } = await request<{ attempt: AttemptView }>(
    endpoint.path.replace(':id', encodeURIComponent(String(attemptId))),
    { method: 'POST', body: {} },
  );
  return attempt;
}
