import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LISTING_VISITOR_NEW_FORM_FROM_DAY, oldSignature } from '../auth/old-signatures';
import { sign } from '../auth/signing';
import type { Db } from '../db/client';
import { listingDailyStats, listingVisits, properties } from '../db/schema';
import { publiclyVisible } from '../properties/visibility';
import { dhakaDay } from '../../shared/dhaka-day';

export type VisitKind = (typeof listingVisits.$inferSelect)['kind'];

/** A visitor's view of a listing, or their tap on one of its contact controls. */
export interface Visit {
  propertyId: string;
  kind: VisitKind;
  /** Who, before hashing: `user:<id>` for an account, `address:<client key>` for a visitor. */
  who: string;
  /** The account, if any: a visit of the listing's own owner is dropped when written. Never stored. */
  viewerId: string | null;
}

interface Buffered {
  property_id: string;
  day: string;
  kind: VisitKind;
  visitor_hash: string;
  viewer_id: string | null;
}

export interface VisitCounter {
  /** False with LISTING_STATS=false: nothing is recorded (statistics are still read). */
  readonly enabled: boolean;
  /** Buffers a visit for the next flush; costs the request one HMAC and a map entry. */
  record(visit: Visit): void;
  /** A visit worked out after the answer (a page's session looked up): the next flush waits for it. */
  track(work: Promise<unknown>): void;
  /** Writes what is buffered now (tests call it instead of waiting); resolves with the visits sent. */
  flush(): Promise<number>;
  /** Stops the timer and writes the rest: the app calls it on close, before the database closes. */
  close(): Promise<void>;
}

export interface VisitCounterOptions {
  db: Db;
  /** The server's secret: the hash of a visitor cannot be undone without it. */
  secret: Uint8Array;
  log: FastifyBaseLogger;
  enabled: boolean;
  flushEveryMs?: number;
  /** Distinct visits held between flushes; beyond it new ones are dropped and counted in the log. */
  maxBuffered?: number;
  now?: () => Date;
}

export const FLUSH_EVERY_MS = 5_000;
export const MAX_BUFFERED = 50_000;

/**
 * The keyed hash a visitor is counted by (signing.ts, purpose 'listing-visitor'). Days before
 * LISTING_VISITOR_NEW_FORM_FROM_DAY keep the hash of before signing.ts (old-signatures.ts): a day
 * counts each visitor once by its hash, so no day may mix the two.
 */
export function visitorHashOf(secret: Uint8Array, day: string, visit: Visit): string {
  const text = `${day}|${visit.propertyId}|${visit.who}`;
  const hash =
    day < LISTING_VISITOR_NEW_FORM_FROM_DAY
      ? oldSignature(secret, text)
      : sign(secret, 'listing-visitor', text);
  return hash.toString('base64url');
}

/**
 * Counts views and contact taps without slowing the request: a visit is a keyed hash in a map (one
 * per visitor, listing, day and kind, so repeated views cost nothing more), and every few seconds the
 * map is written in one statement. Each instance keeps its own buffer; the primary key of
 * listing_visits makes a visitor count once whichever instance saw them, and however many flushes.
 *
 * The visitor key is a keyed hash of day | listing | account or address: it changes every day and for
 * every listing, so the table cannot follow one person across listings or days, and without the
 * secret nobody can hash every address to find one. The address itself never leaves the process.
 */
export function createVisitCounter({
  db,
  secret,
  log,
  enabled,
  flushEveryMs = FLUSH_EVERY_MS,
  maxBuffered = MAX_BUFFERED,
  now = () => new Date(),
}: VisitCounterOptions): VisitCounter {
  let buffer = new Map<string, Buffered>();
  let dropped = 0;
  const pending = new Set<Promise<unknown>>();
  let writing: Promise<number> = Promise.resolve(0);
  let closed = false;

  const timer = enabled
    ? setInterval(() => {
        if (buffer.size > 0 || dropped > 0) void flush();
      }, flushEveryMs)
    : null;
  // The timer never keeps the process alive: close() writes what is left.
  timer?.unref();

  function record(visit: Visit): void {
    if (!enabled || closed) return;
    const day = dhakaDay(now());
    const visitorHash = visitorHashOf(secret, day, visit);
    const key = `${visit.propertyId}|${day}|${visit.kind}|${visitorHash}`;
    if (buffer.has(key)) return;
    if (buffer.size >= maxBuffered) {
      dropped++;
      return;
    }
    buffer.set(key, {
      property_id: visit.propertyId,
      day,
      kind: visit.kind,
      visitor_hash: visitorHash,
      viewer_id: visit.viewerId,
    });
  }

  function track(work: Promise<unknown>): void {
    const settled = work.catch((error: unknown) => log.error({ err: error }, 'listing visit not recorded'));
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  }

  async function write(): Promise<number> {
    while (pending.size > 0) await Promise.allSettled([...pending]);
    const batch = [...buffer.values()];
    buffer = new Map();
    if (dropped > 0) {
      log.warn({ dropped }, 'listing visits dropped: the buffer was full');
      dropped = 0;
    }
    if (batch.length === 0) return 0;
    try {
      await writeVisits(db, batch);
    } catch (error) {
      // Statistics are not worth a retry loop that could hold memory: the batch is lost, and said so.
      log.error({ err: error, visits: batch.length }, 'listing visits not written');
    }
    return batch.length;
  }

  // One flush at a time: a flush called while another writes waits for it, then writes what came since.
  function flush(): Promise<number> {
    writing = writing.then(write, write);
    return writing;
  }

  return {
    enabled,
    record,
    track,
    flush,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await flush();
    },
  };
}

/**
 * One statement: the new visits go into listing_visits (a visit already there, from an earlier flush
 * or another instance, is skipped), and only the rows really inserted are added to the day's totals.
 * Visits of a listing that is gone or no longer public, and its owner's own, are dropped here, where
 * the listing is at hand, rather than by a query on the visitor's request. Rows are written in key
 * order, so two instances flushing at once wait for each other rather than deadlock.
 */
async function writeVisits(db: Db, batch: Buffered[]): Promise<void> {
  const p = properties;
  await db.execute(sql`
    with batch as (
      select * from json_to_recordset(${JSON.stringify(batch)}::json)
        as b(property_id uuid, day date, kind text, visitor_hash text, viewer_id uuid)
    ),
    fresh as (
      insert into ${listingVisits} (property_id, day, kind, visitor_hash)
      select b.property_id, b.day, b.kind, b.visitor_hash
      from batch b
      join ${p} on ${p.id} = b.property_id
      where ${publiclyVisible(p, { closed: true })} and b.viewer_id is distinct from ${p.userId}
      order by b.property_id, b.day, b.kind, b.visitor_hash
      on conflict do nothing
      returning property_id, day, kind
    )
    insert into ${listingDailyStats} as s (property_id, day, views, calls, whatsapp, copies)
    select property_id, day,
      count(*) filter (where kind = 'view'),
      count(*) filter (where kind = 'call'),
      count(*) filter (where kind = 'whatsapp'),
      count(*) filter (where kind = 'copy')
    from fresh
    group by property_id, day
    order by property_id, day
    on conflict (property_id, day) do update set
      views = s.views + excluded.views,
      calls = s.calls + excluded.calls,
      whatsapp = s.whatsapp + excluded.whatsapp,
      copies = s.copies + excluded.copies`);
}
