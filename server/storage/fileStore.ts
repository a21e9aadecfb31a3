import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange } from '../media/byteRange';

/**
 * Where uploaded files live: a folder of this machine by default, or an S3 bucket
 * (server/storage/s3FileStore.ts) so that several instances serve the same files. Names are the
 * random stored names of server/uploads/store.ts; nothing else is ever asked for.
 */
export interface FileStore {
  /** Takes the finished local file `source` under `name` (the source may be moved away). */
  save(name: string, source: string, mime: string): Promise<void>;
  /**
   * A stored file's bytes and size, or undefined when there is no such file; with `range`, only
   * those bytes (inclusive), `size` still the whole file's.
   */
  open(name: string, range?: ByteRange): Promise<{ body: Readable; size: number } | undefined>;
  /** A stored file's size in bytes, or undefined when there is no such file. */
  size(name: string): Promise<number | undefined>;
  /** Whether a file of that name is stored. */
  has(name: string): Promise<boolean>;
  /** Removes a stored file; removing a missing one is not an error. */
  remove(name: string): Promise<void>;
}

/** Files in a folder (DATA_DIR/uploads): the default. */
export function localFileStore(dir: string): FileStore {
  const at = (name: string) => path.join(dir, name);
  return {
    async save(name, source) {
      await fs.mkdir(dir, { recursive: true });
      await fs.rename(source, at(name));
    },
    async open(name, range) {
      const stat = await fs.stat(at(name)).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { body: createReadStream(at(name), range ?? {}), size: stat.size };
    },
    async size(name) {
      const stat = await fs.stat(at(name)).catch(() => undefined);
      return stat?.isFile() ? stat.size : undefined;
    },
    async has(name) {
      return (await fs.stat(at(name)).catch(() => undefined))?.isFile() ?? false;
    },
    async remove(name) {
      await fs.rm(at(name), { force: true });
    },
  };
}
