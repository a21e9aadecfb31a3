/** "6 hours", "1.5 hours", "1 hour"; empty when unknown. */
export function hoursText(hours: number | null | undefined): string {
  if (hours === null || hours === undefined || !(hours > 0)) return '';
  return `${Number(hours.toFixed(1))} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** "45 min", "1 h 20 min". */
export function minutesText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !(minutes > 0)) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h === 0 ? `${m} min` : m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** "Rated 4.5 out of 5 from 2 reviews", or "No reviews yet". */
export function ratingText(average: number | null | undefined, count: number | undefined): string {
  if (average === null || average === undefined || !count) return 'No reviews yet';
  return `Rated ${average} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}
