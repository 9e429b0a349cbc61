import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Config } from '../config/config';
import type { BackupDestination } from '../db/backup-destination';
import { BACKUP_NAME } from '../db/backup';
import { createS3Objects } from './s3-objects';

/**
 * Backups in the photo bucket under `prefix` (BACKUP_S3_PREFIX): each backup folder is written in a
 * temporary folder, then uploaded as `<prefix>/thikana-YYYYMMDD-HHMMSS/<file>`, manifest.json last,
 * so a backup without its manifest is one whose upload broke off. The photos are not copied: the
 * bucket keeps its own versions (decision 031).
 */
export function s3BackupDestination(config: S3Config, prefix: string): BackupDestination {
  const objects = createS3Objects(config, { timeoutMs: 30 * 60_000 });
  const keyOf = (name: string, file = '') => `${prefix}/${name}/${file}`;
  return {
    where: `s3://${config.bucket}/${prefix}`,
    async keep(write) {
      const staging = await fsp.mkdtemp(path.join(os.tmpdir(), 'thikana-backup-'));
      try {
        const result = await write(staging);
        const name = path.basename(result.path);
        const files = (await fsp.readdir(result.path, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(result.path, path.join(entry.parentPath, entry.name)))
          .sort((a, b) => Number(a === 'manifest.json') - Number(b === 'manifest.json'));
        for (const file of files) {
          await objects.put(
            keyOf(name, file.split(path.sep).join('/')),
            await fsp.readFile(path.join(result.path, file)),
            {
              'content-type': 'application/octet-stream',
            },
          );
        }
        return { ...result, path: `s3://${config.bucket}/${keyOf(name)}` };
      } finally {
        await fsp.rm(staging, { recursive: true, force: true });
      }
    },
    async list() {
      const names = new Set<string>();
      for await (const { key } of objects.list(`${prefix}/`)) {
        const name = key.slice(prefix.length + 1).split('/')[0] ?? '';
        if (BACKUP_NAME.test(name)) names.add(name);
      }
      return [...names];
    },
    async remove(name) {
      if (!BACKUP_NAME.test(name)) throw new Error(`not a backup's name: ${name}`);
      const keys = [];
      for await (const { key } of objects.list(keyOf(name))) keys.push(key);
      for (const key of keys) await objects.remove(key);
    },
  };
}
