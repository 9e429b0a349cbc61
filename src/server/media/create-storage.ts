import type { Config } from '../config/config';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, uploadsDirOf, type Storage } from './storage';

/** The storage the configuration asks for: object storage when S3_ENDPOINT is set, else DATA_DIR/uploads. */
export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(uploadsDirOf(config.dataDir));
}
