// Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), so that every API instance
// behind a load balancer serves the same uploads. Files are still served through our origin
// (GET /uploads/{name}), with the same caching headers as from the local disk.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileStorage, isStorageName, type StoredFileEntry } from './file-storage.ts';

export interface S3StorageConfig {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** MinIO and most self-hosted stores want bucket/key paths instead of bucket subdomains. */
  forcePathStyle: boolean;
}

function checkedName(name: string): string {
  if (!isStorageName(name)) throw new Error(`not a storage name: ${name}`);
  return name;
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Storage(config: S3StorageConfig): FileStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const Bucket = config.bucket;

  return {
    description: `S3 bucket ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    async put(name, data, contentType) {
      // A PUT replaces an object whole: readers see the old or the new file, never half of one.
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkedName(name), Body: data, ContentType: contentType }),
      );
    },
    async get(name) {
      if (!isStorageName(name)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body) return undefined;
        const data = Buffer.from(await object.Body.transformToByteArray());
        return { data, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(name) {
      if (!isStorageName(name)) return;
      // S3 answers a delete of a missing key with success, as the interface asks.
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },
    async list(prefix) {
      const entries: StoredFileEntry[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, ContinuationToken, ...(prefix ? { Prefix: prefix } : {}) }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && isStorageName(object.Key)) {
            entries.push({ name: object.Key, modifiedAt: object.LastModified ?? new Date(0) });
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return entries;
    },
    async close() {
      client.destroy();
    },
  };
}
