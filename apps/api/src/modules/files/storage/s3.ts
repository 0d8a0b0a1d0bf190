import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import type { StorageConfig } from '../../../config';
import { checkKey, type FileStorage } from './storage';

/**
 * Files in an S3-compatible store (AWS S3, MinIO, R2 …): what several API instances share. An upload
 * of unknown length is sent in parts by `@aws-sdk/lib-storage` (one request when it is small), and
 * aborted when the incoming stream fails.
 */
export function s3Storage(config: Extract<StorageConfig, { kind: 's3' }>): FileStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where the API requires them: many S3-compatible stores do not know the
    // newer flexible checksums (aws-chunked trailers) that the SDK adds by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkKey(key), Body: body, ContentType: contentType ?? 'application/octet-stream' },
        queueSize: 1,
        leavePartsOnError: false,
      });
      // The incoming stream failing (a refused or broken upload) aborts the upload.
      const failed = new Promise<never>((_resolve, reject) =>
        body.once('error', (e) => {
          void upload.abort().catch(() => undefined);
          reject(e);
        }),
      );
      await Promise.race([upload.done(), failed]);
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return (res.Body as Readable | undefined) ?? null;
      } catch (e) {
        if (e instanceof NoSuchKey || (e as { name?: string }).name === 'NoSuchKey') return null;
        throw e;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
