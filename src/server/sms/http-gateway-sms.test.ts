import http from 'node:http';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { newClientAddress } from '../test/client-address';
import { freePort } from '../test/free-port';
import { createTestApp, type TestContext } from '../test/test-app';
import { bulkSmsBdSender } from './bulksmsbd-sms';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A fake SMS provider on a free port: records each request and answers what the test says. */
async function fakeProvider(answer: { status: number; body: string }) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const provider = await fakeProvider({ status: 200, body: '{"ok":true}' });
const lines: string[] = [];
const apps: TestContext[] = [];
async function appWith(env: Record<string, string>) {
  const t = await createTestApp(
    { LOG_LEVEL: 'info', ...env },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  apps.push(t);
  return t;
}
afterEach(() => {
  provider.received.length = 0;
  lines.length = 0;
});
afterAll(async () => {
  for (const t of apps) await t.close();
  await provider.close();
});

const ask = async (t: TestContext, phone: string, language = 'bn') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/otp/request',
    remoteAddress: newClientAddress(),
    payload: { phone, language },
  });
  await t.app.background.idle();
  return res;
};

describe('the HTTP gateway driver', () => {
  it('sends a JSON body with the number, the text and the key header, as configured', async () => {
    const t = await appWith({
      SMS_DRIVER: 'http',
      SMS_GATEWAY_URL: `${provider.url}/send?sender=Thikana`,
      SMS_GATEWAY_BODY: '{"to":"{msisdn}","message":"{text}","e164":"{to}"}',
      SMS_GATEWAY_KEY_HEADER: 'X-Api-Key',
      SMS_GATEWAY_KEY: 'test-key-123',
    });
    expect((await ask(t, '01712-000001')).statusCode).toBe(200);
    expect(provider.received).toHaveLength(1);
    const [sent] = provider.received;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/send?sender=Thikana');
    expect(sent?.headers['x-api-key']).toBe('test-key-123');
    expect(sent?.headers['content-type']).toBe('application/json');
    const body = JSON.parse(sent?.body ?? '{}') as Record<string, string>;
    expect(body.to).toBe('8801712000001');
    expect(body.e164).toBe('+8801712000001');
    expect(body.message).toMatch(/^ঠিকানা কোড [০-৯]{6}, ১০ মিনিট বৈধ। গোপন রাখুন।\n@localhost #\d{6}$/);
  });

  it('sends a form, or the placeholders in the URL of a GET', async () => {
    const form = await appWith({
      SMS_DRIVER: 'http',
      SMS_GATEWAY_URL: provider.url,
      SMS_GATEWAY_BODY: 'number={msisdn}&message={text}',
    });
    await ask(form, '01712-000002', 'en');
    const [sent] = provider.received;
    expect(sent?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const fields = new URLSearchParams(sent?.body);
    expect(fields.get('number')).toBe('8801712000002');
    expect(fields.get('message')).toMatch(/^Your Thikana code is \d{6}\./);

    provider.received.length = 0;
    const get = await appWith({
      SMS_DRIVER: 'http',
      SMS_GATEWAY_METHOD: 'GET',
      SMS_GATEWAY_URL: `${provider.url}/api?to={to}&text={text}`,
    });
    await ask(get, '01712-000003', 'en');
    const [asked] = provider.received;
    expect(asked?.method).toBe('GET');
    const query = new URL(asked?.url ?? '', provider.url).searchParams;
    expect(query.get('to')).toBe('+8801712000003');
    expect(query.get('text')).toMatch(/^Your Thikana code is \d{6}\./);
  });

  it('counts a 500 as a failure, logged without the code or the whole number, and answers the client alike', async () => {
    const t = await appWith({
      SMS_DRIVER: 'http',
      SMS_GATEWAY_URL: provider.url,
      SMS_GATEWAY_BODY: '{"to":"{msisdn}","message":"{text}"}',
    });
    provider.answer.status = 500;
    provider.answer.body = '{"error":"boom"}';
    try {
      const res = await ask(t, '01712-000004', 'en');
      expect(res.statusCode).toBe(200);
    } finally {
      provider.answer.status = 200;
      provider.answer.body = '{"ok":true}';
    }
    const code = /code is (\d{6})/.exec(provider.received[0]?.body ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const failure = lines.find((line) => line.includes('sign-in code SMS not sent'));
    expect(failure).toContain('SMS gateway answered 500');
    const log = lines.join('\n');
    expect(log).not.toContain(code);
    expect(log).not.toContain('1712000004');
    expect(log).toContain('+88017******04');
  });
});

describe('the BulkSMSBD driver', () => {
  it('posts api_key, senderid, number and message, and takes response_code 202 as sent', async () => {
    provider.answer.body = '{"response_code":202,"success_message":"SMS Submitted Successfully"}';
    const sender = bulkSmsBdSender({
      url: `${provider.url}/api/smsapi`,
      apiKey: 'K',
      senderId: '8809617',
      timeoutMs: 2000,
    });
    await sender.send({ to: '+8801712000005', text: 'ঠিকানা কোড ১২৩৪৫৬' });
    const fields = new URLSearchParams(provider.received[0]?.body);
    expect(provider.received[0]?.url).toBe('/api/smsapi');
    expect(Object.fromEntries(fields)).toEqual({
      api_key: 'K',
      type: 'text',
      number: '8801712000005',
      senderid: '8809617',
      message: 'ঠিকানা কোড ১২৩৪৫৬',
    });
    provider.answer.body = '{"response_code":1007,"error_message":"Balance Insufficient"}';
    await expect(sender.send({ to: '+8801712000005', text: 'code 123456' })).rejects.toThrow(
      /^BulkSMSBD refused the SMS: HTTP 200, response_code 1007$/,
    );
    provider.answer.body = '{"ok":true}';
  });
});
