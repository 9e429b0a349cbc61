import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config/config';

/**
 * The bucket's objects by key, with Signature V4 (payload hash included), addressed path-style:
 * `<endpoint>/<bucket>/<key>`. The photo storage (s3-storage.ts) and the backups kept in the bucket
 * (s3-backups.ts) both go through it. Keys are made by the server: letters, digits, `.`, `_`, `-`
 * and `/` between non-empty parts.
 */
export interface S3Objects {
  put(key: string, body: Buffer, headers?: Record<string, string>): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Removing an object that is not there is no error. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (all of them without), in key order. */
  list(prefix?: string): AsyncIterable<{ key: string; modifiedAt: Date }>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function createS3Objects(
  config: S3Config,
  // A photo request gives up after 10 s rather than holding its visitor open; a backup's file is larger.
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): S3Objects {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 3,
  });
  const bucketUrl = `${config.endpoint}/${config.bucket}`;
  const objectUrl = (key: string) => {
    if (!SAFE_KEY.test(key) || key.split('/').includes('..'))
      throw new Error(`Refusing unsafe object key: ${key}`);
    return `${bucketUrl}/${key}`;
  };

  async function send(method: string, url: string, body?: Buffer, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = {
      ...extra,
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    const signal = AbortSignal.timeout(timeoutMs); // retries included
    return client.fetch(url, { method, headers, signal, ...(body && { body }) });
  }

  async function failure(response: Response, what: string): Promise<Error> {
    const detail = (await response.text()).slice(0, 300);
    return new Error(`Object storage ${what} failed: HTTP ${response.status} ${detail}`);
  }

  return {
    async put(key, body, headers) {
      const response = await send('PUT', objectUrl(key), body, headers);
      if (!response.ok) throw await failure(response, `PUT ${key}`);
      await response.body?.cancel();
    },
    async get(key) {
      const response = await send('GET', objectUrl(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(response, `GET ${key}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await send('DELETE', objectUrl(key));
      // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${key}`);
      await response.body?.cancel();
    },
    async *list(prefix) {
      // ListObjectsV2, a page of up to 1,000 objects at a time.
      let token: string | undefined;
      do {
        const query = new URLSearchParams({
          'list-type': '2',
          ...(prefix && { prefix }),
          ...(token && { 'continuation-token': token }),
        });
        const response = await send('GET', `${bucketUrl}?${query.toString()}`);
        if (!response.ok) throw await failure(response, 'LIST');
        const page = await response.text();
        for (const [, object = ''] of page.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const key = xmlText(object, 'Key');
          const modified = xmlText(object, 'LastModified');
          if (key && modified) yield { key, modifiedAt: new Date(modified) };
        }
        token = xmlText(page, 'IsTruncated') === 'true' ? xmlText(page, 'NextContinuationToken') : undefined;
      } while (token);
    },
  };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of the first `<tag>` in a piece of S3's XML answer, entities decoded. */
function xmlText(xml: string, tag: string): string | undefined {
  const text = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
  return text?.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => XML_ENTITIES[entity] ?? '');
}
