// The configured home of uploads: an S3-compatible bucket when S3_BUCKET is set, else the local disk.
import type { AppConfig } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';

export async function openFileStorage(
  config: Pick<AppConfig, 'dataDir' | 'objectStorage'>,
): Promise<FileStorage> {
  return config.objectStorage
    ? createS3Storage(config.objectStorage)
    : createLocalDiskStorage(config.dataDir);
}
