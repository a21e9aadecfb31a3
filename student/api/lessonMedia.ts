import { apiConfig } from '../../src/api/config';
import { type PositionSaved, lessonMediaEndpoints } from '../../src/contract/lessonMedia';
import { pathWith, request } from './client';

/** A path the server gave (the lesson's media and captions) as the browser fetches it. */
export const apiUrl = (path: string): string => `${apiConfig.apiBase}${path}`;

const positionPath = (slug: string, lessonId: number) =>
  pathWith(lessonMediaEndpoints.position.path, { slug, lessonId });

/** Saves where the student stopped; the answer says whether that completed the lesson. */
export async function savePosition(slug: string, lessonId: number, seconds: number): Promise<PositionSaved> {
  const { data } = await request<{ data: PositionSaved }>(positionPath(slug, lessonId), {
    method: 'POST',
    body: { position_seconds: seconds },
  });
  return data;
}

/**
 * Saves the position as the page goes away (hidden, closed, another lesson): a beacon the
 * browser sends even after the page is gone, or a fetch kept alive where beacons are missing.
 */
export function sendPosition(slug: string, lessonId: number, seconds: number): void {
  const url = apiUrl(positionPath(slug, lessonId));
  const body = JSON.stringify({ position_seconds: seconds });
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, blob)) return;
  void fetch(url, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
