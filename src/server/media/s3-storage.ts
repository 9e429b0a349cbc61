import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from '../config/config';
import { checkStorageName, isStorageName, UPLOADS_URL_PREFIX, type Storage } from './storage';

// Photo names are random and never reused, so a CDN or browser may keep them for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

/**
 * Photos in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO …), addressed path-style:
 * `<endpoint>/<bucket>/<name>`. Requests are signed with Signature V4, payload hash included.
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: 's3',
    retries: 3,
  });
  const bucketUrl = `${config.endpoint}/${config.bucket}`;
  const objectUrl = (name: string) => `${bucketUrl}/${checkStorageName(name)}`;

  async function send(method: string, url: string, body?: Buffer): Promise<Response> {
    const headers: Record<string, string> = {
      'x-amz-content-sha256': createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    if (body) {
      headers['content-type'] = TYPES[url.endsWith('.webp') ? 'webp' : 'jpg'];
      headers['cache-control'] = IMMUTABLE;
    }
    // Retries included, a request gives up after 10 s rather than holding its visitor open.
    const signal = AbortSignal.timeout(10_000);
    return client.fetch(url, { method, headers, signal, ...(body && { body }) });
  }

  async function failure(response: Response, what: string): Promise<Error> {
    const detail = (await response.text()).slice(0, 300);
    return new Error(`Object storage ${what} failed: HTTP ${response.status} ${detail}`);
  }

  return {
    async put(name, content) {
      const response = await send('PUT', objectUrl(name), content);
      if (!response.ok) throw await failure(response, `PUT ${name}`);
      await response.body?.cancel();
    },
    async remove(name) {
      const response = await send('DELETE', objectUrl(name));
      // S3 answers 204 whether or not the object existed; some compatible stores answer 404.
      if (!response.ok && response.status !== 404) throw await failure(response, `DELETE ${name}`);
      await response.body?.cancel();
    },
    async read(name) {
      const response = await send('GET', objectUrl(name));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw await failure(response, `GET ${name}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async *list() {
      // ListObjectsV2, a page of up to 1,000 objects at a time.
      let token: string | undefined;
      do {
        const query = new URLSearchParams({
          'list-type': '2',
          ...(token && { 'continuation-token': token }),
        });
        const response = await send('GET', `${bucketUrl}?${query.toString()}`);
        if (!response.ok) throw await failure(response, 'LIST');
        const page = await response.text();
        for (const [, object = ''] of page.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
          const name = xmlText(object, 'Key');
          const modified = xmlText(object, 'LastModified');
          if (name && modified && isStorageName(name)) yield { name, modifiedAt: new Date(modified) };
        }
        token = xmlText(page, 'IsTruncated') === 'true' ? xmlText(page, 'NextContinuationToken') : undefined;
      } while (token);
    },
    url: (name) => (config.publicUrl ? `${config.publicUrl}/${name}` : UPLOADS_URL_PREFIX + name),
  };
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text of the first `<tag>` in a piece of S3's XML answer, entities decoded. */
function xmlText(xml: string, tag: string): string | undefined {
  const text = new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1];
  return text?.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => XML_ENTITIES[entity] ?? '');
}
