import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { type Plugin, build } from 'vite';
import { ROOT } from './ourServer';

const gzip = promisify(zlib.gzip);

export interface ModuleShare {
  /** A package name (`react-dom`) or a repository path (`admin/list/ResourceList.tsx`). */
  name: string;
  bytes: number;
}

export interface ChunkInfo {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  bytes: number;
  gzipBytes: number;
  /** What the chunk holds, by package or source file, largest first (minified bytes before compression). */
  contents: ModuleShare[];
}

/** `node_modules/@mui/material/...` → `@mui/material`; a source file → its path in the repository. */
function ownerOf(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const at = clean.lastIndexOf('node_modules/');
  if (at >= 0) {
    const rest = clean.slice(at + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  return path.relative(ROOT, clean) || clean;
}

/**
 * The production build, as `npm run build` makes it (the student site, then the console beside
 * it), into `outDir`, with what went into every chunk (read from the bundle as Vite hands it
 * over, module by module).
 */
export async function buildProduction(outDir: string): Promise<ChunkInfo[]> {
  const seen: Omit<ChunkInfo, 'bytes' | 'gzipBytes'>[] = [];
  const capture: Plugin = {
    name: 'bench-chunk-contents',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const owners = new Map<string, number>();
        for (const [id, info] of Object.entries(output.modules)) {
          const owner = ownerOf(id);
          owners.set(owner, (owners.get(owner) ?? 0) + info.renderedLength);
        }
        seen.push({
          fileName: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          contents: [...owners].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes),
        });
      }
    },
  };
  for (const mode of ['production', 'console'])
    await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      mode,
      logLevel: 'warn',
      plugins: [capture],
      build: { outDir, emptyOutDir: mode === 'production' },
    });
  const chunks: ChunkInfo[] = [];
  for (const chunk of seen) {
    // A chunk of CSS alone is dropped by Vite after plugins have seen the bundle.
    const content = await readFile(path.join(outDir, chunk.fileName)).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      },
    );
    if (!content) continue;
    chunks.push({ ...chunk, bytes: content.length, gzipBytes: (await gzip(content, { level: 9 })).length });
  }
  return chunks.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The chunks a chunk pulls in statically (itself included): what loading it costs at once. */
export function staticClosure(chunks: readonly ChunkInfo[], fileName: string): ChunkInfo[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const out = new Map<string, ChunkInfo>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || out.has(name)) return;
    out.set(name, chunk);
    for (const next of chunk.imports) visit(next);
  };
  visit(fileName);
  return [...out.values()];
}
