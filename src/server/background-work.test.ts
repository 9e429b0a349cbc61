import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work';

/** A bare app whose log lines are kept, with one route that leaves `task` for after its answer. */
function appWith(task: () => Promise<void>) {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  const background = createBackgroundWork();
  app.get('/', (_request, reply) => {
    background.afterResponse(reply, 'the test task', task);
    return { answered: true };
  });
  return { app, background, lines };
}

describe('work after the answer', () => {
  it('starts once the answer has gone out, and idle waits for it', async () => {
    const app = Fastify();
    const background = createBackgroundWork();
    let answerEnded: boolean | undefined;
    let finish = () => {};
    app.get('/', (_request, reply) => {
      background.afterResponse(reply, 'the test task', async () => {
        answerEnded = reply.raw.writableEnded;
        await new Promise<void>((resolve) => (finish = resolve));
      });
      return { answered: true };
    });
    expect((await app.inject({ method: 'GET', url: '/' })).json()).toEqual({ answered: true });
    expect(answerEnded).toBe(true);
    let idle = false;
    const waiting = background.idle().then(() => (idle = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(idle).toBe(false);
    finish();
    await waiting;
    expect(idle).toBe(true);
    await app.close();
  });

  it('logs a failure with the id of the request that started it', async () => {
    const { app, background, lines } = appWith(() => Promise.reject(new Error('mail server away')));
    await app.inject({ method: 'GET', url: '/' });
    await background.idle();
    const failure = lines.find((line) => line.level === 50);
    expect(failure).toMatchObject({ msg: 'the test task failed after the answer was sent' });
    expect(failure?.reqId).toBe(lines.find((line) => line.msg === 'incoming request')?.reqId);
    expect(JSON.stringify(failure?.err)).toContain('mail server away');
    await app.close();
  });
});
