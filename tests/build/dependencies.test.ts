/**
 * package.json says what the code needs: every package a source file imports is declared; what
 * the server runs (the production image installs `dependencies` alone, Dockerfile) is in
 * `dependencies`, and nothing else is; every exact version and override says why in the README.
 * Imports are read with the TypeScript parser, so comments and type-only imports are told apart.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
};
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');

/**
 * Runs the server in production (the image's CMD), or fixes what it runs as npm installs it
 * (postinstall, production-only installs included); imported by no source file.
 */
const RUNS_THE_SERVER = ['tsx', 'patch-package'];
/**
 * Left outside the student site's server renderer (vite.config.ts, the server build's
 * `external`), which bundles everything else and imports these when it renders a first page.
 */
const RENDERS_PAGES = ['jsdom'];
/**
 * Imported by the server only to build the front end when dist/ is missing or stale (npm start
 * on a checkout, which installs devDependencies too); the image builds beforehand and sets
 * BUILD_FRONT_END=0.
 */
const BUILDS_THE_FRONT_END = ['vite'];

interface Import {
  specifier: string;
  /** Erased when compiled: no package is loaded for it. */
  typeOnly: boolean;
}

function importsOf(file: string): Import[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      const specifier = (node.moduleSpecifier as ts.StringLiteral).text;
      let typeOnly = false;
      if (ts.isImportDeclaration(node)) {
        const clause = node.importClause;
        const named = clause?.namedBindings;
        typeOnly =
          !!clause &&
          (clause.isTypeOnly ||
            (!clause.name &&
              !!named &&
              ts.isNamedImports(named) &&
              named.elements.length > 0 &&
              named.elements.every((element) => element.isTypeOnly)));
      } else typeOnly = node.isTypeOnly;
      found.push({ specifier, typeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0]!)
    ) {
      const callee = node.expression;
      const isDynamicImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isResolve =
        ts.isPropertyAccessExpression(callee) &&
        callee.expression.getText() === 'require' &&
        callee.name.text === 'resolve';
      if (isDynamicImport || isResolve) found.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isPackage = (specifier: string) =>
  !specifier.startsWith('.') &&
  !specifier.startsWith('/') &&
  !specifier.startsWith('node:') &&
  !specifier.startsWith('virtual:') &&
  !builtinModules.includes(specifier.split('/')[0]!);

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(file);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}

/** A relative import as the file it names. */
function resolveLocal(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
}

/** The packages loaded when these files run, following their relative imports (type-only ones erased). */
function loadedAtRunTime(entries: string[]): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, typeOnly } of importsOf(file)) {
      if (typeOnly) continue;
      if (specifier.startsWith('.')) {
        const local = resolveLocal(file, specifier);
        if (local) visit(local);
      } else if (isPackage(specifier)) {
        const name = packageOf(specifier);
        packages.set(name, [...(packages.get(name) ?? []), path.relative(root, file)]);
      }
    }
  };
  entries.forEach(visit);
  return packages;
}

const serverEntries = ['server/main.ts', 'server/cli/backup.ts'].map((file) => path.join(root, file));

describe('package.json', () => {
  it('declares every package the code, its tests and benchmarks import', () => {
    const files = [
      ...['admin', 'student', 'server', 'src', 'tests', 'bench'].flatMap((dir) =>
        sourceFiles(path.join(root, dir)),
      ),
      ...['resources.config.ts', 'vite.config.ts', 'playwright.config.ts'].map((file) =>
        path.join(root, file),
      ),
    ];
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
    const undeclared = files.flatMap((file) =>
      importsOf(file)
        .filter(({ specifier }) => isPackage(specifier) && !declared.has(packageOf(specifier)))
        .map(({ specifier }) => `${path.relative(root, file)}: ${specifier}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('lists in dependencies every package the server loads in production', () => {
    const loaded = loadedAtRunTime(serverEntries);
    const missing = [...loaded]
      .filter(([name]) => !pkg.dependencies[name] && !BUILDS_THE_FRONT_END.includes(name))
      .map(([name, files]) => `${name} (${files.join(', ')})`);
    expect(missing).toEqual([]);
    // Vite is reached only through the front-end build, and only by a dynamic import there.
    expect(loaded.get('vite')).toEqual(['server/frontEndBuild.ts']);
  });

  it('keeps in dependencies only what the server loads or runs on, the rest in devDependencies', () => {
    const loaded = loadedAtRunTime(serverEntries);
    const unused = Object.keys(pkg.dependencies).filter(
      (name) => !loaded.has(name) && !RUNS_THE_SERVER.includes(name) && !RENDERS_PAGES.includes(name),
    );
    expect(unused).toEqual([]);
    for (const name of BUILDS_THE_FRONT_END) expect(pkg.devDependencies[name]).toBeDefined();
  });

  it('installs its dependencies with every fix in patches/ applied, each explained in the README', () => {
    const patches = readdirSync(path.join(root, 'patches'));
    expect(patches.length).toBeGreaterThan(0);
    for (const patch of patches) {
      // The patch takes back cleanly only from files that hold it.
      execFileSync('git', ['apply', '--check', '--reverse', path.join('patches', patch)], { cwd: root });
      expect(readme).toContain(`\`patches/${patch}\``);
    }
  });

  it('says why in the README for every exact version and every override', () => {
    const dependencies = readme.slice(readme.indexOf('## Dependencies'));
    expect(dependencies.length).toBeLessThan(readme.length);
    const exact = Object.entries({ ...pkg.dependencies, ...pkg.devDependencies })
      .filter(([, range]) => /^\d/.test(range))
      .map(([name]) => name);
    const unexplained = [...exact, ...Object.keys(pkg.overrides ?? {})].filter(
      (name) => !dependencies.includes(`\`${name}\``),
    );
    expect(unexplained).toEqual([]);
  });
});
