import fs from 'node:fs/promises';
import path from 'node:path';

/** Where photo files live. The local directory is the default; object storage implements the same. */
export interface Storage {
  put(name: string, content: Buffer): Promise<void>;
  remove(name: string): Promise<void>;
  /** The public URL path of a stored file. */
  url(name: string): string;
}

export const UPLOADS_URL_PREFIX = '/uploads/';

// Names are made by the server (see photo-variants.ts); this guards against anything else slipping in.
const SAFE_NAME = /^[a-z0-9][a-z0-9-]*\.(webp|jpg)$/;

export function createLocalStorage(directory: string): Storage {
  const resolve = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`Refusing unsafe storage name: ${name}`);
    return path.join(directory, name);
  };
  return {
    async put(name, content) {
      await fs.mkdir(directory, { recursive: true });
      await fs.writeFile(resolve(name), content);
    },
    async remove(name) {
      await fs.rm(resolve(name), { force: true });
    },
    url: (name) => UPLOADS_URL_PREFIX + name,
  };
}
