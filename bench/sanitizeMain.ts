/**
 * The cleaning of one tree, measured in a process of its own (bench/suites/sanitize.ts):
 * `tsx bench/sanitizeMain.ts <tree>` loads that tree's server/records/sanitize.ts and prints
 * JSON: the time its import took, the process's memory after it, and µs per call of each case.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

interface Cleaner {
  sanitizeRichText(html: string): string;
  stripTags(text: string): string;
  markupProblem(html: string): string | undefined;
}

/** A lesson as the editor makes it: headings, paragraphs, a list, a quote, a callout, an image. */
const SECTION =
  '<h2>Grounding when you feel overwhelmed</h2>' +
  '<p>Grounding brings your attention back to <strong>the present moment</strong>. It is a ' +
  'skill: the more you <em>practise</em> it when calm, the easier it is to reach for when you ' +
  'are not. See <a href="https://www.nhs.uk/mental-health/" target="_blank" rel="noopener noreferrer">the NHS pages</a>.</p>' +
  '<div data-lesson-media=""></div>' +
  '<h3>The 5-4-3-2-1 technique</h3>' +
  '<ol><li><p>Name five things you can see.</p></li><li><p>Four things you can touch.</p></li>' +
  '<li><p>Three things you can hear.</p></li><li><p>Two things you can smell.</p></li>' +
  '<li><p>One thing you can taste.</p></li></ol>' +
  '<div class="callout" role="note"><p class="callout-label">Tip</p><div class="callout-body">' +
  '<p>Say each thing out loud if you can: it slows your breathing too.</p></div></div>' +
  '<p><img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="A hand resting on a tree trunk"></p>' +
  '<blockquote><p>“You can’t stop the waves, but you can learn to surf.”</p></blockquote>' +
  '<h3>Breathing</h3><ul><li><p>Breathe in for four.</p></li><li><p>Hold for four.</p></li>' +
  '<li><p>Out for six.</p></li></ul>' +
  '<p>Repeat until your shoulders drop. <u>Stop</u> if you feel light-headed.</p>';
/** A lesson of four such sections, about 5 KB. */
const LESSON = SECTION.repeat(4);

const COMMENT =
  'I <b>loved</b> this lesson &amp; will <i>try</i> the breathing tonight. ' +
  'My therapist suggested something similar &lt;3. Thank you for making it so clear!';

const cases: [string, (clean: Cleaner) => unknown][] = [
  [
    `lesson (${(LESSON.length / 1024).toFixed(1)} KB): check and clean, as a save does`,
    (c) => {
      c.markupProblem(LESSON);
      return c.sanitizeRichText(LESSON);
    },
  ],
  [
    `lesson (${(LESSON.length / 1024).toFixed(1)} KB): clean, as opening it does`,
    (c) => c.sanitizeRichText(LESSON),
  ],
  [
    'long lesson (190 KB): check and clean',
    (c) => {
      const long = LESSON.repeat(Math.floor(190_000 / LESSON.length));
      c.markupProblem(long);
      return c.sanitizeRichText(long);
    },
  ],
  [
    `comment (${COMMENT.length} characters): check and strip`,
    (c) => {
      c.markupProblem(COMMENT);
      return c.stripTags(COMMENT);
    },
  ],
  [
    'comment of 1,250 paragraphs (10 KB): check and strip',
    (c) => {
      const wide = '<p>x</p>'.repeat(1250);
      c.markupProblem(wide);
      return c.stripTags(wide);
    },
  ],
  ['hostile comment (10 KB of <div></b>): refused', (c) => c.markupProblem('<div></b>'.repeat(1100))],
];

/** µs per call: calls for about `ms` after a warm-up, the median of three rounds. */
function perCall(run: () => unknown, ms = 700): number {
  const until = performance.now() + ms / 3;
  while (performance.now() < until) run();
  const rounds: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    let calls = 0;
    const start = performance.now();
    let now = start;
    while (now - start < ms) {
      run();
      calls += 1;
      now = performance.now();
    }
    rounds.push(((now - start) * 1000) / calls);
  }
  return rounds.sort((a, b) => a - b)[1];
}

async function main(): Promise<void> {
  const tree = path.resolve(process.argv[2] ?? '.');
  const before = performance.now();
  const clean = (await import(pathToFileURL(path.join(tree, 'server/records/sanitize.ts')).href)) as Cleaner;
  const importMs = performance.now() - before;
  const rssMb = process.memoryUsage().rss / 1024 / 1024;
  const perCase = cases.map(([name, run]) => ({ name, us: perCall(() => run(clean)) }));
  process.stdout.write(JSON.stringify({ importMs, rssMb, perCase }) + '\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
