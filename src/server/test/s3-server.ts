import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { S3Config } from '../config/config';

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  close(): Promise<void>;
}

/** The storage settings that reach this test server, without a public URL. */
export function s3SettingsOf(s3: S3TestServer): S3Config {
  return {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    region: 'us-east-1',
    publicUrl: undefined,
  };
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
  lastModified: Date;
}

/**
 * An S3-compatible object endpoint for tests (no S3 service is reachable here): path-style PUT, GET
 * and DELETE of objects in one bucket and ListObjectsV2 of the bucket (with a prefix or without), in pages of `pageSize` (S3's
 * is 1,000), each request's Signature V4 and payload hash checked the way S3 checks them, so a
 * wrongly signed or corrupted request fails as it would in production.
 */
export async function startS3TestServer({ pageSize = 1000 } = {}): Promise<S3TestServer> {
  const bucket = 'thikana-test';
  const accessKeyId = 'TESTKEY';
  const secretAccessKey = 'test-secret-access-key';
  const objects = new Map<string, StoredObject>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const fail = (status: number, code: string) =>
        response
          .writeHead(status, { 'content-type': 'application/xml' })
          .end(`<Error><Code>${code}</Code></Error>`);
      const signatureError = checkSignature(request, body, accessKeyId, secretAccessKey);
      if (signatureError) return fail(403, signatureError);
      const url = new URL(request.url ?? '/', 'http://s3');
      const [, bucketName, ...rest] = url.pathname.split('/');
      if (bucketName !== bucket) return fail(404, 'NoSuchBucket');
      const key = decodeURIComponent(rest.join('/'));
      if (key === '' && request.method === 'GET') {
        if (url.searchParams.get('list-type') !== '2') return fail(400, 'InvalidArgument');
        return response
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            listPage(
              objects,
              pageSize,
              url.searchParams.get('continuation-token'),
              url.searchParams.get('prefix') ?? '',
            ),
          );
      }
      if (request.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: request.headers['content-type'] ?? 'binary/octet-stream',
          lastModified: new Date(),
        });
        return response.writeHead(200).end();
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return response.writeHead(204).end();
      }
      const object = objects.get(key);
      if (request.method !== 'GET') return fail(405, 'MethodNotAllowed');
      if (!object) return fail(404, 'NoSuchKey');
      response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A ListObjectsV2 answer: keys with the prefix in order, after the one the continuation token names. */
function listPage(
  objects: Map<string, StoredObject>,
  pageSize: number,
  token: string | null,
  prefix: string,
): string {
  const keys = [...objects.keys()]
    .sort()
    .filter((key) => key.startsWith(prefix) && (token === null || key > token));
  const page = keys.slice(0, pageSize);
  const truncated = keys.length > page.length;
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const contents = page.map((key) => {
    const object = objects.get(key)!;
    return `<Contents><Key>${escape(key)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><Size>${object.body.length}</Size></Contents>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult>',
    `<KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>`,
    ...contents,
    truncated ? `<NextContinuationToken>${escape(page.at(-1)!)}</NextContinuationToken>` : '',
    '</ListBucketResult>',
  ].join('');
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The S3 error code of a badly signed request, or null when its signature holds. */
function checkSignature(
  request: http.IncomingMessage,
  body: Buffer,
  accessKeyId: string,
  secret: string,
): string | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      request.headers.authorization ?? '',
    );
  if (!match) return 'AccessDenied';
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== accessKeyId) return 'InvalidAccessKeyId';
  // Stricter than S3, on purpose: our driver signs the payload, the host and the date, always.
  const names = signedHeaders!.split(';');
  if (!['host', 'x-amz-content-sha256', 'x-amz-date'].every((name) => names.includes(name)))
    return 'AccessDenied';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const url = new URL(request.url ?? '/', 'http://s3');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const headers = names.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
  const canonical = [request.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day!), region!), 's3'), 'aws4_request');
  const expected = hmac(key, toSign);
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex')) ? null : 'SignatureDoesNotMatch';
}
