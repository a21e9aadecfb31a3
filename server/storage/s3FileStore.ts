import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStore } from './fileStore';
import type { S3Location } from './s3Location';

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * Files as objects of an S3 bucket, through the AWS SDK: any S3-compatible service. The client
 * takes its region and credentials the SDK's usual way (AWS_REGION, AWS_ACCESS_KEY_ID, ...).
 */
export function s3FileStore(location: S3Location, client: S3Client): FileStore {
  const key = (name: string) => (location.prefix ? `${location.prefix}/${name}` : name);
  const Bucket = location.bucket;
  return {
    async save(name, source, mime) {
      const { size } = await fs.stat(source);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(name),
          Body: createReadStream(source),
          ContentLength: size,
          ContentType: mime,
        }),
      );
      await fs.rm(source, { force: true });
    },
    async open(name, range) {
      try {
        // A range is passed on to S3, which sends those bytes alone.
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key(name),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const whole = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
        return { body: object.Body as Readable, size: Number(whole ?? object.ContentLength ?? 0) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async size(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }));
        return Number(head.ContentLength ?? 0);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async has(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key(name) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key(name) }));
    },
  };
}

/** The S3 client for STORAGE_URL, with S3_ENDPOINT and S3_FORCE_PATH_STYLE for S3-compatible services. */
export function s3Client(options: { endpoint: string; forcePathStyle: boolean }): S3Client {
  return new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    // Checksums only where S3 asks for them: the optional ones send bodies aws-chunked, which
    // several S3-compatible services store as they arrive, framing and all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    region: process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION || 'us-east-1',
  });
}
