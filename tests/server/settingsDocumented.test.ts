import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { settingNames } from '../../server/config';

const root = path.resolve(import.meta.dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/** Every `process.env.NAME` the server's code reads outside its config. */
function environmentReads(dir: string): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) names.push(...environmentReads(file));
    else if (entry.name.endsWith('.ts'))
      for (const match of readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g))
        names.push(match[1]!);
  }
  return names;
}

describe('the settings table of the README', () => {
  it('has a row for every setting the server reads', () => {
    const names = new Set([...settingNames, ...environmentReads(path.join(root, 'server'))]);
    const undocumented = [...names].filter((name) => !readme.includes(`| \`${name}\``));
    expect(undocumented).toEqual([]);
  });
});
