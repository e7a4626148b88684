// A local S3-compatible server (s3rver) for tests: a bucket in a temporary folder, any port.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { ObjectStorageConfig } from '../../src/config.ts';

export interface S3TestServer {
  config: ObjectStorageConfig;
  close(): Promise<void>;
}

export async function startS3TestServer(bucket = 'studio-uploads'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'studio-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's fixed credentials.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
