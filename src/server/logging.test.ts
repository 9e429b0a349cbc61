import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAlertToken } from './alerts/alert-token';
import { newLinkCode } from './notices/link-code';
import { properties, savedSearches } from './db/schema';
import { serializeError } from './logging';
import { recipientTag } from './mail/mailer';
import { signListingToken } from './properties/listing-token';
import { signEmailLink } from './users/email-link';
import { truncatedAddress } from './truncated-address';
import { newClientAddress } from './test/client-address';
import { createProperty, createUser } from './test/factories';
import { latestMailTo, resetTokenIn } from './test/outbox';
import { signUp } from './test/sign-up';
import { createTestApp, type TestContext } from './test/test-app';

// What the app writes to its log, read whole: a secret must not be anywhere in it.

let t: TestContext;
let lines: string[] = [];

beforeAll(async () => {
  // The repository's index.html as the web build, so the reset page is served (and logged) too.
  const webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'thikana-web-'));
  await fs.copyFile(path.join(import.meta.dirname, '../../index.html'), path.join(webDir, 'index.html'));
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { webDir, logStream: { write: (line: string) => void lines.push(line) } },
  );
});
afterAll(() => t.close());
beforeEach(() => {
  lines = [];
});

const log = () => lines.join('');

describe('the log', () => {
  it('names a failed write without the values it was writing: no hash, e-mail or phone', async () => {
    const email = `logged-${Date.now()}@sign-up.example`;
    const password = 'Padma river at dusk 7';
    // A write that fails in the database itself, as a constraint it did not expect would.
    await t.database.db.execute(
      sql.raw(`alter table users add constraint sign_ups_closed check (email not like '%@sign-up.example')`),
    );
    // The account is written when the mailed link is followed.
    const response = await signUp(t.app, { name: 'Nusrat Jahan', email, password, phone: '01712-345678' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });

    const text = log();
    expect(text).toContain('"level":50');
    expect(text).not.toContain('$argon2');
    expect(text).not.toContain(password);
    expect(text).not.toContain(email);
    expect(text).not.toContain('1712345678');
    // Still named well enough to find the cause: the SQL state, the constraint and the statement.
    expect(text).toContain('"code":"23514"');
    expect(text).toContain('"constraint":"sign_ups_closed"');
    expect(text).toMatch(/insert into \\"users\\"/);
  });

  it('keeps no password reset token from a page or an API address', async () => {
    const user = await createUser(t.database.db);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password/forgot',
      remoteAddress: newClientAddress(),
      payload: { email: user.email },
    });
    await t.app.background.idle();
    const token = resetTokenIn(await latestMailTo(path.join(t.app.config.dataDir, 'outbox'), user.email));
    expect(token).toMatch(/^[\w-]{40,}$/);
    const guessed = 'Zm9yZ2VkLXRva2VuLXRoYXQtbWF0Y2hlcy1ub3RoaW5n';
    const requests = [
      { method: 'GET', url: `/password/reset/${token}` },
      { method: 'GET', url: `/password/reset/${token}/?lang=en` },
      { method: 'PATCH', url: `/api/v1/user/password/reset/${guessed}` },
      { method: 'PATCH', url: `/api/v1/user/password/reset/${token}` },
    ] as const;
    for (const { method, url } of requests) {
      const response = await t.app.inject({
        method,
        url,
        remoteAddress: newClientAddress(),
        ...(method === 'PATCH' && {
          payload: { password: 'Kites over the Padma 9', confirmPassword: 'Kites over the Padma 9' },
        }),
      });
      expect(response.statusCode, url).toBeLessThan(500);
    }

    const text = log();
    expect(text).toContain('/password/reset/');
    expect(text).toContain('/api/v1/user/password/reset/');
    expect(text).not.toContain(token);
    expect(text).not.toContain(guessed);
  });

  it('keeps no token of any link kind, nor any e-mail address, while the routes that take them are used', async () => {
    const secret = t.app.sessionKeys.secret;
    const outbox = path.join(t.app.config.dataDir, 'outbox');
    const visit = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, remoteAddress: newClientAddress(), ...(payload && { payload }) });
    const tokens: Record<string, string> = {};

    // A password reset: its mail, its page and its API.
    const user = await createUser(t.database.db, { email: `Reset.Me-${Date.now()}@mail.example.com` });
    await visit('POST', '/api/v1/user/password/forgot', { email: user.email });
    // A visitor's alert subscription: the confirmation mail, then every link of its mails.
    const visitor = `alerts-${Date.now()}@inbox.example.org`;
    const subscribed = await visit('POST', '/api/v1/saved-searches', {
      email: visitor,
      query: 'category=shop&property_type=rent',
      name: `mail me at ${visitor}`,
    });
    expect(subscribed.statusCode).toBe(201);
    await t.app.background.idle();
    tokens.reset = resetTokenIn(await latestMailTo(outbox, user.email));
    tokens.confirm =
      /\/alerts\/confirm\?token=([\w.-]+)/.exec(await latestMailTo(outbox, visitor))?.[1] ?? '';
    const searchId = subscribed.json<{ data: { id: string } }>().data.id;
    tokens.unsubscribe = signAlertToken(secret, 'unsubscribe', searchId);
    // A saved search's short link, as its alert SMS carry it.
    tokens.shortLink = newLinkCode();
    await t.database.db
      .update(savedSearches)
      .set({ linkCode: tokens.shortLink })
      .where(eq(savedSearches.id, searchId));
    // A reminder mail's listing link (renew), a listing page's visit token, and the link that adds an
    // e-mail to an account.
    const listing = await createProperty(t.database.db, { userId: user.id });
    const [row] = await t.database.db
      .select({ expiresAt: properties.expiresAt })
      .from(properties)
      .where(eq(properties.id, listing.id));
    tokens.listing = signListingToken(secret, {
      purpose: 'renew',
      propertyId: listing.id,
      expiresAt: row!.expiresAt!,
    });
    // The listing page's token for its view and contact reports, as its answer hands it over.
    const answer = await visit('GET', `/api/v1/property/${listing.id}`);
    tokens.visit = answer.json<{ visitToken: string }>().visitToken;
    const added = `added-${Date.now()}@phone-user.example.net`;
    tokens.email = signEmailLink(secret, user.id, added);
    for (const [name, token] of Object.entries(tokens)) expect(token.length, name).toBeGreaterThan(7);

    const requests: Array<['GET' | 'POST' | 'PATCH', string, object?]> = [
      ['GET', `/password/reset/${tokens.reset}`],
      [
        'PATCH',
        `/api/v1/user/password/reset/${tokens.reset}`,
        { password: 'Kites 9 over', confirmPassword: 'x' },
      ],
      ['GET', `/alerts/confirm?token=${tokens.confirm}&lang=en`],
      ['GET', `/api/v1/saved-searches/confirm/${tokens.confirm}`],
      ['POST', `/api/v1/saved-searches/confirm/${tokens.confirm}`],
      ['GET', `/alerts/unsubscribe?lang=bn&token=${tokens.unsubscribe}`],
      ['POST', `/api/v1/saved-searches/unsubscribe/${tokens.unsubscribe}`],
      ['POST', `/api/v1/saved-searches/resume/${tokens.unsubscribe}`],
      ['GET', `/s/${tokens.shortLink}`],
      ['GET', `/listing-link?id=${listing.id}&do=renew&deal=rent&token=${tokens.listing}`],
      ['POST', `/api/v1/property/${listing.id}/renew?token=${tokens.listing}`],
      ['GET', `/email/confirm?token=${tokens.email}`],
      ['POST', '/api/v1/user/email/confirm', { token: tokens.email }],
      ['POST', `/api/v1/property/${listing.id}/view`, { token: tokens.visit }],
      ['POST', `/api/v1/property/${listing.id}/contact-event`, { kind: 'call', token: tokens.visit }],
    ];
    for (const [method, url, payload] of requests) {
      const response = await visit(method, url, payload);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    await t.app.background.idle();

    const text = log();
    // Every request was logged, its token cut out.
    const redacted = (url: string) =>
      Object.values(tokens).reduce((cut, token) => cut.split(token).join('[redacted]'), url);
    for (const [, url] of requests) expect(text).toContain(`"url":"${redacted(url)}"`);
    for (const [name, token] of Object.entries(tokens)) expect(text, name).not.toContain(token);
    // Every mail was logged, by a tag of its recipient, never the address.
    expect(text).toContain(`"to":"${recipientTag(secret, user.email)}"`);
    expect(text).toContain(`"to":"${recipientTag(secret, visitor)}"`);
    expect(text.match(/[^\s"<>()[\]',;:@]+@[^\s"<>()[\]',;:@]+\.[a-z]{2,}/gi)).toBeNull();
  });

  it('keeps no value that a data exception quotes, nor a cause’s parameters', () => {
    const refused = Object.assign(new Error('invalid input syntax for type uuid: "01712345678"'), {
      severity: 'ERROR',
      code: '22P02',
      detail: 'Failing row contains (01712345678).',
      routine: 'string_to_uuid',
    });
    const failed = Object.assign(new Error('Failed query: select 1\nparams: 01712345678'), {
      query: 'select 1',
      params: ['01712345678'],
      cause: refused,
    });
    const logged = JSON.stringify(serializeError(new Error('request failed', { cause: failed })));
    expect(logged).not.toContain('01712345678');
    expect(logged).toContain('"code":"22P02"');
    expect(logged).toContain('"routine":"string_to_uuid"');
    expect(logged).toContain('"query":"select 1"');
  });

  it('keeps an SMTP failure’s command and code, not the server’s answer that quotes the recipient', () => {
    // As nodemailer rejects a recipient.
    const rejected = Object.assign(
      new Error(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <nusrat.j@mail.example.org>: unknown",
      ),
      {
        code: 'EENVELOPE',
        response: '550 5.1.1 <nusrat.j@mail.example.org>: Recipient address rejected',
        responseCode: 550,
        command: 'RCPT TO',
        rejected: ['nusrat.j@mail.example.org'],
      },
    );
    const logged = JSON.stringify(serializeError(new Error('reset mail failed', { cause: rejected })));
    expect(logged).not.toContain('nusrat.j');
    expect(logged).not.toContain('Recipient address rejected');
    expect(logged).toContain('"responseCode":550');
    expect(logged).toContain('"command":"RCPT TO"');
    expect(logged).toContain('"code":"EENVELOPE"');
  });

  it('keeps no e-mail address that any error message quotes', () => {
    const logged = JSON.stringify(
      serializeError(new Error('no mailbox for karim+flat@ghor.example.com.bd (or "rahim@x.io")')),
    );
    expect(logged).not.toMatch(/karim|ghor\.example|rahim@/);
    expect(logged).toContain('no mailbox for');
  });

  it('keeps no full client address, only its network (IPv4 /24, IPv6 /48)', async () => {
    const addresses = ['203.0.113.77', '2001:db8:abcd:12:3456:789a:bcde:f012', '::ffff:198.51.100.23'];
    for (const remoteAddress of addresses)
      await t.app.inject({ method: 'GET', url: '/api/v1/meta', remoteAddress });
    const text = log();
    expect(text).toContain('"remoteAddress":"203.0.113.0"');
    expect(text).toContain('"remoteAddress":"2001:db8:abcd::/48"');
    expect(text).toContain('"remoteAddress":"198.51.100.0"');
    for (const part of ['203.0.113.77', ':12:3456', '198.51.100.23']) expect(text).not.toContain(part);
  });

  it('truncates every spelling of an address', () => {
    expect(truncatedAddress('10.1.2.3')).toBe('10.1.2.0');
    expect(truncatedAddress('::ffff:10.1.2.3')).toBe('10.1.2.0');
    expect(truncatedAddress('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(truncatedAddress('2001:0DB8:00ab:cd::')).toBe('2001:db8:ab::/48');
    expect(truncatedAddress('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(truncatedAddress('::1')).toBe('0:0:0::/48');
    expect(truncatedAddress('not an address')).toBe('');
  });
});
