/*
 * A WebVTT file as the WebVTT standard's parser accepts it: the `WEBVTT` signature first, then
 * blocks of cues whose timings read `00:00:01.000 --> 00:00:04.000`. Captions that fail here would
 * show nothing in the browser's player, so the upload is refused with the line that is wrong.
 */

const SIGNATURE = /^\uFEFF?WEBVTT(?:[ \t].*)?$/;
const TIMESTAMP = '(?:(\\d{2,}):)?([0-5]\\d):([0-5]\\d)\\.(\\d{3})';
const TIMING = new RegExp(`^${TIMESTAMP}[ \\t]+-->[ \\t]+${TIMESTAMP}(?:[ \\t].*)?$`);

const seconds = (hours: string | undefined, minutes: string, secs: string, millis: string) =>
  Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;

/** Undefined when `text` is valid WebVTT with at least one cue; else what is wrong, for the author. */
export function webVttProblem(text: string): string | undefined {
  const lines = text.split(/\r\n|\r|\n/);
  if (!SIGNATURE.test(lines[0] ?? '')) return 'A WebVTT file starts with the line WEBVTT.';
  let cues = 0;
  for (const [index, line] of lines.entries()) {
    if (!line.includes('-->')) continue;
    const timing = TIMING.exec(line.trim());
    if (!timing) return `Line ${index + 1} is not a cue timing like 00:00:01.000 --> 00:00:04.000.`;
    const [, h1, m1, s1, ms1, h2, m2, s2, ms2] = timing;
    if (seconds(h2, m2!, s2!, ms2!) <= seconds(h1, m1!, s1!, ms1!))
      return `Line ${index + 1}: a cue must end after it starts.`;
    cues += 1;
  }
  return cues === 0 ? 'The WebVTT file has no cues.' : undefined;
}
