import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from '../storage/fileStore';

/** The printable handouts the demo resources link to, written as real PDFs at first start. */
export const demoHandouts = {
  'grounding-techniques': {
    title: 'Grounding techniques',
    lines: [
      '5-4-3-2-1: name five things you can see, four you can touch, three you can hear,',
      'two you can smell and one you can taste.',
      'Box breathing: breathe in for four, hold for four, out for four, hold for four.',
      'Feet on the floor: notice the weight of your body and the ground beneath you.',
      'If you are in immediate danger, contact the emergency services.',
    ],
  },
  'wellbeing-planner': {
    title: 'Weekly wellbeing planner',
    lines: [
      'Each evening, note your mood (1-10), how you slept and one thing that helped.',
      'At the end of the week, look for patterns: what lifted you, what drained you?',
      'Choose one small, kind action to repeat next week.',
    ],
  },
} as const;

export type DemoHandout = keyof typeof demoHandouts;

/** Uploads are served only under random-looking names; a demo handout's name is a hash of its key. */
const storedName = (key: DemoHandout) =>
  `${createHash('sha256').update(`demo:${key}`).digest('hex').slice(0, 32)}.pdf`;

export const demoHandoutUrl = (key: DemoHandout): string => `/uploads/${storedName(key)}`;

/** A one-page PDF 1.4 with Helvetica text: enough for any reader, with no dependency. */
export function renderPdf(title: string, lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [
    'BT /F1 20 Tf 72 760 Td',
    `(${escape(title)}) Tj`,
    '/F1 11 Tf 0 -36 Td 16 TL',
    ...lines.map((line) => `(${escape(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Stores the handouts that are missing (written first to `stagingDir`); returns how many it stored. */
export async function writeDemoHandouts(files: FileStore, stagingDir: string): Promise<number> {
  await fs.mkdir(stagingDir, { recursive: true });
  let written = 0;
  for (const [key, handout] of Object.entries(demoHandouts) as [
    DemoHandout,
    (typeof demoHandouts)[DemoHandout],
  ][]) {
    const name = storedName(key);
    if (await files.has(name)) continue;
    const staged = path.join(stagingDir, `.incoming-${name}`);
    await fs.writeFile(staged, renderPdf(handout.title, handout.lines));
    await files.save(name, staged, 'application/pdf');
    written += 1;
  }
  return written;
}
