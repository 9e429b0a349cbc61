import path from 'node:path';
import { z } from 'zod';
import { normalizeBdPhone } from '../../shared/phone';
import { SITE } from '../../shared/site';
import { parseJobSchedules, type RecurringJobName } from './job-schedules';
import { DEFAULT_LISTING_DAYS, type ListingDays } from './listing-days';
import { parseNetworks, type MetricsAccess } from './metrics-access';
import type { SmsConfig } from './sms-config';

// The only place that reads process.env: every setting is checked once, at start-up.
const booleanText = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

// Written as people write it (01712-345678, +880 1712 345678, Bengali digits); kept as +8801XXXXXXXXX.
const bdMobile = z.string().transform((value, ctx) => {
  const phone = normalizeBdPhone(value);
  if (phone) return phone;
  ctx.addIssue({ code: 'custom', message: 'must be a Bangladeshi mobile number, e.g. 01712345678' });
  return z.NEVER;
});

// `name=cron; name=cron`: the recurring jobs' own schedules, replaced by job (docs/jobs.md).
const jobSchedules = z.string().transform((value, ctx) => {
  const parsed = parseJobSchedules(value);
  if ('schedules' in parsed) return parsed.schedules;
  for (const problem of parsed.problems) ctx.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});

// `10.0.0.0/8, ::1`: networks whose direct connections may read /metrics without the token.
const networks = z.string().transform((value, ctx) => {
  const parsed = parseNetworks(value);
  if ('networks' in parsed) return parsed.networks;
  for (const problem of parsed.problems) ctx.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  // How long the server waits at start-up for a PostgreSQL that does not answer yet.
  DATABASE_WAIT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  // The public contact lines of the footer and the contact page. Without a phone no phone line
  // is shown: a made-up number would look like a placeholder, or reach a stranger.
  PUBLIC_EMAIL: z.email().optional(),
  PUBLIC_PHONE: bdMobile.optional(),
  // Where contact-form messages are mailed; the public address of the footer by default.
  CONTACT_INBOX: z.email().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  // SMS (docs/sms.md): files in DATA_DIR/sms-outbox unless a gateway is chosen.
  SMS_DRIVER: z.enum(['outbox', 'http', 'bulksmsbd']).default('outbox'),
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_METHOD: z.enum(['GET', 'POST', 'PUT']).default('POST'),
  SMS_GATEWAY_BODY: z.string().min(1).optional(),
  SMS_GATEWAY_KEY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
    .optional(),
  SMS_GATEWAY_KEY: z.string().min(1).optional(),
  SMS_GATEWAY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(60).default(10),
  BULKSMSBD_URL: z.url({ protocol: /^https?$/ }).default('http://bulksmsbd.net/api/smsapi'),
  BULKSMSBD_API_KEY: z.string().min(1).optional(),
  BULKSMSBD_SENDER_ID: z.string().min(1).optional(),
  // SMS sent in a day (Asia/Dhaka; sign-in codes and alerts), every number together: the bill's ceiling.
  SMS_DAILY_CAP: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  // The share of it that codes to numbers without an account (sign-ups) may take (docs/sms.md):
  // half, so that a flood of new numbers leaves the other half to people signing in.
  SMS_NEW_NUMBER_SHARE: z.coerce.number().min(0.05).max(0.95).default(0.5),
  // Codes to new numbers before a code request needs a proof-of-work challenge (docs/sms.md). A
  // Rajshahi marketplace signs up a handful of people an hour per operator; a pump sends hundreds.
  SMS_NEW_NUMBERS_PER_PREFIX_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  SMS_NEW_NUMBERS_PER_PREFIX_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  // …and across every operator in 5 minutes: many new numbers at once means many addresses at once.
  SMS_NEW_NUMBERS_BURST: z.coerce.number().int().min(1).max(1_000_000).default(30),
  // Saved searches' alerts by SMS too, for accounts that switch it on (docs/sms.md): off unless said.
  ALERT_SMS: z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .default('off')
    .transform((v) => v === 'on' || v === 'true' || v === '1'),
  // Map tiles (docs/maps.md): OpenStreetMap's own tiles by default, which their usage policy allows
  // for light use only; a deployment with traffic serves its own. {z}/{x}/{y} are filled in.
  MAP_TILES_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine(
      isTileTemplate,
      'must be an http(s) address with {z}, {x} and {y}, e.g. https://tiles.example.com/{z}/{x}/{y}.png',
    ),
  MAP_TILES_ATTRIBUTION: z.string().min(1).max(300).default('© OpenStreetMap contributors'),
  // Photos in S3-compatible object storage instead of DATA_DIR/uploads (several instances).
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (a-z, 0-9, dots and dashes)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  // The bucket's public address or a CDN before it; unset, the server serves /uploads/ from the bucket.
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Backups (docs/deploy.md): the nightly job's folder, beside DATA_DIR unless set; or, with object
  // storage, the bucket under this prefix instead. Older backups than BACKUP_KEEP_DAYS are removed.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_S3_PREFIX: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*\/?$/,
      'must be a key prefix such as backups or thikana/backups (a-z, 0-9, . _ - and /)',
    )
    .transform((prefix) => prefix.replace(/\/$/, ''))
    .optional(),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  // Photos (listing photos, avatars, covers) one account may upload in an hour: image work is CPU.
  PHOTO_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  // How long a listing stays public after approval or renewal, in days (issue 17).
  LISTING_DAYS_RENT: z.coerce.number().int().min(1).max(3650).default(DEFAULT_LISTING_DAYS.rent),
  LISTING_DAYS_SALE: z.coerce.number().int().min(1).max(3650).default(DEFAULT_LISTING_DAYS.sell),
  // A listing waiting for review longer than this is marked on the dashboard and counted in the
  // admins' daily mail (issue 36): an owner who waits a day for an answer goes to another site.
  REVIEW_WAIT_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  // Every instance must be given the same: the schedules live in the shared database, and the instance started last sets them.
  JOB_SCHEDULES: jobSchedules.optional(),
  // How often each instance asks for queued jobs and checks the schedules; unset, 5 s and 30 s.
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(45).optional(),
  SEED_DEMO: booleanText.optional(),
  // Count listings' views and contact taps for their owners (issue 17); false only to measure its cost.
  LISTING_STATS: booleanText.default(true),
  // Behind a reverse proxy: whose X-Forwarded-For to believe (true, or the proxies' addresses).
  TRUST_PROXY: z.string().min(1).optional(),
  // Prometheus metrics at /metrics (docs/deploy.md): served, and counted, only when one of these is set.
  // The token is sent as `Authorization: Bearer …`; the networks admit direct connections without it.
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  METRICS_ALLOW: networks.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
});

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseWaitSeconds: number;
  jwtSecret: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicEmail: string;
  publicPhone: string | null;
  contactInbox: string;
  redisUrl: string | undefined;
  sms: SmsConfig;
  /** SMS sent in a day (Asia/Dhaka), every number together: sign-in codes and alerts. */
  smsDailyCap: number;
  /** The share of smsDailyCap that codes to numbers without an account may take. */
  smsNewNumberShare: number;
  /** Codes to new numbers after which a code request needs a solved challenge (docs/sms.md). */
  smsVelocity: SmsVelocity;
  /** Whether saved searches' alerts may also go by SMS (each search still opts in). */
  alertSms: boolean;
  /** Where the map's tiles come from, and the credit the tiles' licence asks for. */
  mapTiles: { url: string; attribution: string };
  s3: S3Config | undefined;
  /** Where the backup job writes and how long backups are kept (docs/deploy.md, "Backups and restore"). */
  backups: BackupConfig;
  photoUploadsPerHour: number;
  /** Days a listing stays public after approval or renewal, by deal. */
  listingDays: ListingDays;
  /** Hours a listing may wait for review before the dashboard and the admins' mail call it overdue. */
  reviewWaitHours: number;
  /** Schedules (cron, UTC) that replace recurring jobs' own, by job name. */
  jobSchedules: Partial<Record<RecurringJobName, string>>;
  /** Seconds between an instance's looks for due jobs and schedules; undefined for the queue's own. */
  jobPollSeconds: number | undefined;
  seedDemo: boolean;
  /** Whether views and contact taps are counted (the owner statistics are read either way). */
  listingStats: boolean;
  /** Who may read /metrics; null when metrics are off (neither METRICS_TOKEN nor METRICS_ALLOW). */
  metrics: MetricsAccess | null;
  logLevel: string;
  trustProxy: boolean | string;
  isProduction: boolean;
}

export interface SmsVelocity {
  /** Per operator prefix (017, 019…), in any hour and any 24 hours. */
  perPrefixHour: number;
  perPrefixDay: number;
  /** Across every prefix in the last BURST_MINUTES (users/otp-challenge.ts). */
  burst: number;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  publicUrl: string | undefined;
}

export interface BackupConfig {
  /** The folder of backups, when they are kept on disk. */
  dir: string;
  /** The key prefix in the photo bucket, when backups are kept there instead of in `dir`. */
  s3Prefix: string | undefined;
  keepDays: number;
}

/** Backups go beside the data directory by default, so that deleting DATA_DIR spares them. */
export function defaultBackupsDir(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'backups');
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as they do in most deployment tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const s3Settings = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Settings.some((v) => v !== undefined) && !s3Settings.every((v) => v !== undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (e.BACKUP_S3_PREFIX !== undefined && e.S3_ENDPOINT === undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_S3_PREFIX keeps backups in the photo bucket: it needs S3_ENDPOINT and the other S3_ settings',
    );
  }
  if (e.BACKUP_S3_PREFIX !== undefined && e.BACKUP_DIR !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  BACKUP_DIR and BACKUP_S3_PREFIX are two places for the backups: set one of them',
    );
  }
  const sms = smsConfig(e);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS,
    jwtSecret: e.JWT_SECRET,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Thikana <no-reply@${new URL(publicUrl).hostname}>`,
    publicEmail: e.PUBLIC_EMAIL ?? SITE.publicEmail,
    publicPhone: e.PUBLIC_PHONE ?? null,
    contactInbox: e.CONTACT_INBOX ?? e.PUBLIC_EMAIL ?? SITE.publicEmail,
    redisUrl: e.REDIS_URL,
    sms,
    smsDailyCap: e.SMS_DAILY_CAP,
    smsNewNumberShare: e.SMS_NEW_NUMBER_SHARE,
    smsVelocity: {
      perPrefixHour: e.SMS_NEW_NUMBERS_PER_PREFIX_HOUR,
      perPrefixDay: e.SMS_NEW_NUMBERS_PER_PREFIX_DAY,
      burst: e.SMS_NEW_NUMBERS_BURST,
    },
    alertSms: e.ALERT_SMS,
    mapTiles: { url: e.MAP_TILES_URL, attribution: e.MAP_TILES_ATTRIBUTION },
    s3: e.S3_ENDPOINT
      ? {
          endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
          bucket: e.S3_BUCKET!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          region: e.S3_REGION,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
    backups: {
      dir: path.resolve(e.BACKUP_DIR ?? defaultBackupsDir(e.DATA_DIR)),
      s3Prefix: e.BACKUP_S3_PREFIX,
      keepDays: e.BACKUP_KEEP_DAYS,
    },
    photoUploadsPerHour: e.PHOTO_UPLOADS_PER_HOUR,
    listingDays: { rent: e.LISTING_DAYS_RENT, sell: e.LISTING_DAYS_SALE },
    reviewWaitHours: e.REVIEW_WAIT_HOURS,
    jobSchedules: e.JOB_SCHEDULES ?? {},
    jobPollSeconds: e.JOB_POLL_SECONDS,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === undefined,
    listingStats: e.LISTING_STATS,
    metrics:
      e.METRICS_TOKEN || e.METRICS_ALLOW ? { token: e.METRICS_TOKEN, allow: e.METRICS_ALLOW ?? [] } : null,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    isProduction: e.NODE_ENV === 'production',
  };
}

function smsConfig(e: z.output<typeof envSchema>): SmsConfig {
  const timeoutMs = e.SMS_GATEWAY_TIMEOUT_SECONDS * 1000;
  if (e.SMS_DRIVER === 'http') {
    if (!e.SMS_GATEWAY_URL)
      throw new ConfigError('Invalid configuration:\n  SMS_DRIVER=http needs SMS_GATEWAY_URL');
    if ((e.SMS_GATEWAY_KEY_HEADER === undefined) !== (e.SMS_GATEWAY_KEY === undefined)) {
      throw new ConfigError(
        'Invalid configuration:\n  SMS_GATEWAY_KEY_HEADER and SMS_GATEWAY_KEY must be set together',
      );
    }
    return {
      driver: 'http',
      http: {
        url: e.SMS_GATEWAY_URL,
        method: e.SMS_GATEWAY_METHOD,
        bodyTemplate: e.SMS_GATEWAY_BODY,
        keyHeader: e.SMS_GATEWAY_KEY_HEADER,
        key: e.SMS_GATEWAY_KEY,
        timeoutMs,
      },
    };
  }
  if (e.SMS_DRIVER === 'bulksmsbd') {
    if (!e.BULKSMSBD_API_KEY || !e.BULKSMSBD_SENDER_ID) {
      throw new ConfigError(
        'Invalid configuration:\n  SMS_DRIVER=bulksmsbd needs BULKSMSBD_API_KEY and BULKSMSBD_SENDER_ID',
      );
    }
    return {
      driver: 'bulksmsbd',
      bulksmsbd: {
        url: e.BULKSMSBD_URL,
        apiKey: e.BULKSMSBD_API_KEY,
        senderId: e.BULKSMSBD_SENDER_ID,
        timeoutMs,
      },
    };
  }
  return { driver: 'outbox' };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/** A tile address template: http(s), with the {z}, {x} and {y} a map fills in. */
export function isTileTemplate(template: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false;
  // One host: the Content-Security-Policy names it, so a {s} of subdomains would block every tile.
  if (!/^https?:\/\/[^/{}]+(\/|$)/.test(template)) return false;
  return tilesOrigin(template) !== null;
}

/** The origin tiles come from (for the Content-Security-Policy), or null for a template that is no address. */
export function tilesOrigin(template: string): string | null {
  try {
    const url = new URL(template.replace(/\{[a-z]+\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
