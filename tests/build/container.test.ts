import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const text = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const dockerfile = DockerfileParser.parse(text);
const instructions = dockerfile.getInstructions();

/** The instructions of the last stage: what the image that runs is made of. */
function finalStage() {
  const froms = instructions.filter((i) => i.getKeyword() === 'FROM');
  const start = instructions.indexOf(froms[froms.length - 1]!);
  return instructions.slice(start);
}

describe('the container image', () => {
  it('has a Dockerfile the Dockerfile linter finds nothing wrong with', () => {
    expect(validate(text).map((d) => `line ${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('is built in stages, and the image that runs has no compilers and only production dependencies', () => {
    expect(instructions.filter((i) => i.getKeyword() === 'FROM').length).toBeGreaterThanOrEqual(2);
    const build = instructions.slice(0, instructions.indexOf(finalStage()[0]!));
    expect(
      build.some((i) => i.getKeyword() === 'RUN' && /npm prune --omit=dev/.test(i.getTextContent())),
    ).toBe(true);
    const final = finalStage()
      .map((i) => i.getTextContent())
      .join('\n');
    expect(final).not.toMatch(/g\+\+|apt-get install|npm (ci|install)(?!.*--omit=dev)/);
  });

  it('runs as a user other than root, with a health check on readiness', () => {
    const user = finalStage().find((i) => i.getKeyword() === 'USER');
    expect(user?.getArgumentsContent()).toBeTruthy();
    expect(user?.getArgumentsContent()).not.toMatch(/^(root|0)(:|$)/);
    const healthcheck = finalStage().find((i) => i.getKeyword() === 'HEALTHCHECK');
    expect(healthcheck?.getTextContent()).toContain('/readyz');
  });

  it('is started by compose beside PostgreSQL, with the data folder on a volume', () => {
    const compose = readFileSync(path.join(root, 'compose.yaml'), 'utf8');
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/\S+@db:5432\//);
    expect(compose).toMatch(/image: postgres:/);
    expect(compose).toMatch(/- data:\/data/);
  });
});
