import type { FastifyReply } from 'fastify';

export interface BackgroundWork {
  /**
   * Runs `task` once the reply has gone out (or its client has left), so the client's wait says
   * nothing about what the task finds or does. A failure is logged with the request's id.
   */
  afterResponse(reply: FastifyReply, what: string, task: () => Promise<void>): void;
  /** Settles when no task is running: the app waits for this before it closes (and tests do too). */
  idle(): Promise<void>;
}

export function createBackgroundWork(): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    afterResponse(reply, what, task) {
      const log = reply.request.log;
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        const work = task()
          .catch((error: unknown) => log.error({ err: error }, `${what} failed after the answer was sent`))
          .finally(() => running.delete(work));
        running.add(work);
      };
      // 'finish' once the answer is handed to the network; 'close' also when the client left first.
      reply.raw.once('finish', start);
      reply.raw.once('close', start);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
