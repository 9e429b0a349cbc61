import { describe, expect, it } from 'vitest';
import { AppError } from '../app-error';
import { createImageQueue } from './image-queue';

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the image queue', () => {
  it('never runs more jobs at once than its concurrency, and starts them in the order they came', async () => {
    const queue = createImageQueue({ concurrency: 2, maxWaiting: 10 });
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const jobs = Array.from({ length: 12 }, (_, n) =>
      queue.run(async () => {
        running++;
        most = Math.max(most, running);
        started.push(n);
        await new Promise((resolve) => setTimeout(resolve, 2 + (n % 3) * 3));
        running--;
        return n;
      }),
    );
    expect(await Promise.all(jobs)).toEqual([...Array(12).keys()]);
    expect(most).toBe(2);
    expect(started).toEqual([...Array(12).keys()]);
  });

  it('refuses a job at once when the queue is full, and takes jobs again once it has room', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 2 });
    const held = gate();
    const accepted = [1, 2, 3].map((n) => queue.run(() => held.opened.then(() => n)));
    expect(queue.isFull()).toBe(true);
    const refused = await queue.run(async () => 'ran').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('PHOTOS_BUSY');
    expect((refused as AppError).statusCode).toBe(503);

    held.open();
    expect(await Promise.all(accepted)).toEqual([1, 2, 3]);
    expect(queue.isFull()).toBe(false);
    expect(await queue.run(async () => 'ran')).toBe('ran');
  });

  it('frees the place of a job that fails', async () => {
    const queue = createImageQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('bad image')))).rejects.toThrow('bad image');
    await expect(
      queue.run(() => {
        throw new Error('thrown at once');
      }),
    ).rejects.toThrow('thrown at once');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
