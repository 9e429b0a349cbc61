import fs from 'node:fs/promises';
import path from 'node:path';

/** Where photo files live: the local directory by default, S3-compatible object storage in production. */
export interface Storage {
  put(name: string, content: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  /** A stored file's bytes, or null when there is no such file. */
  read(name: string): Promise<Buffer | null>;
  /** Every stored file with a name this server could have made, and when it was written. */
  list(): AsyncIterable<StoredFile>;
  /** The URL of a stored file: a path on this site, or an absolute URL of a public bucket. */
  url(name: string): string;
}

export interface StoredFile {
  name: string;
  modifiedAt: Date;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

export const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');

// Names are made by the server (see photo-variants.ts); this guards against anything else slipping in.
const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.(webp|jpg)$/;

export const isStorageName = (name: string) => SAFE_NAME.test(name);

export function checkStorageName(name: string): string {
  if (!isStorageName(name)) throw new Error(`Refusing unsafe storage name: ${name}`);
  return name;
}

export function createLocalStorage(directory: string): Storage {
  const resolve = (name: string) => path.join(directory, checkStorageName(name));
  return {
    async put(name, content) {
      await fs.mkdir(directory, { recursive: true });
      await fs.writeFile(resolve(name), content);
    },
    async remove(name) {
      await fs.rm(resolve(name), { force: true });
    },
    async read(name) {
      try {
        return await fs.readFile(resolve(name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async *list() {
      let entries;
      try {
        entries = await fs.opendir(directory);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for await (const entry of entries) {
        if (!entry.isFile() || !isStorageName(entry.name)) continue;
        // A file removed since the directory was read is simply not listed.
        const stats = await fs.stat(resolve(entry.name)).catch(() => null);
        if (stats) yield { name: entry.name, modifiedAt: stats.mtime };
      }
    },
    url: (name) => UPLOADS_URL_PREFIX + name,
  };
}
