/**
 * Reduced motion from the student's accommodations: a mark on the page's root that the site's
 * styles read (as they read the system's own `prefers-reduced-motion`).
 */
export function applyReducedMotion(on: boolean): void {
  if (on) document.documentElement.dataset.reducedMotion = '';
  else delete document.documentElement.dataset.reducedMotion;
}

/** Reads the signed-in student's profile once and applies its reduced motion to the page. */
export async function applySavedReducedMotion(): Promise<void> {
  const { fetchAccommodations } = await import('../../api/accommodations');
  applyReducedMotion((await fetchAccommodations()).reduced_motion);
}
