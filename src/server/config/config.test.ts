import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, tilesOrigin } from './config';
import { RECURRING_JOB_NAMES } from './job-schedules';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('does not seed demo data into PostgreSQL unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('stops with a message that names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL/);
    }
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.com' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('takes object storage only with its endpoint, bucket and both keys', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.com/',
      S3_BUCKET: 'thikana-photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'thikana-photos',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      publicUrl: undefined,
    });
    expect(loadConfig({}).s3).toBeUndefined();
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
  });

  it('keeps backups beside DATA_DIR for 14 days unless told, in a folder or the bucket', () => {
    expect(loadConfig({ DATA_DIR: '/srv/thikana/data' }).backups).toEqual({
      dir: '/srv/thikana/backups',
      s3Prefix: undefined,
      keepDays: 14,
    });
    expect(loadConfig({ BACKUP_DIR: '/mnt/backup', BACKUP_KEEP_DAYS: '30' }).backups).toMatchObject({
      dir: '/mnt/backup',
      keepDays: 30,
    });
    for (const days of ['0', '1.5', 'week']) {
      expect(() => loadConfig({ BACKUP_KEEP_DAYS: days })).toThrow(/BACKUP_KEEP_DAYS/);
    }
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'thikana-photos',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig({ ...s3, BACKUP_S3_PREFIX: 'thikana/backups/' }).backups.s3Prefix).toBe(
      'thikana/backups',
    );
    expect(() => loadConfig({ BACKUP_S3_PREFIX: 'backups' })).toThrow(/BACKUP_S3_PREFIX.*S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, BACKUP_S3_PREFIX: '../x' })).toThrow(/BACKUP_S3_PREFIX/);
    expect(() => loadConfig({ ...s3, BACKUP_S3_PREFIX: 'b', BACKUP_DIR: '/mnt' })).toThrow(/set one of them/);
  });

  it('takes map tiles from an http(s) template with {z}, {x} and {y}, OpenStreetMap by default', () => {
    expect(loadConfig({}).mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const own = loadConfig({ MAP_TILES_URL: 'https://tiles.example.com/rajshahi/{z}/{x}/{y}.webp' });
    expect(own.mapTiles.url).toBe('https://tiles.example.com/rajshahi/{z}/{x}/{y}.webp');
    expect(tilesOrigin(own.mapTiles.url)).toBe('https://tiles.example.com');
    expect(() => loadConfig({ MAP_TILES_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(
      /MAP_TILES_URL/,
    );
    expect(() => loadConfig({ MAP_TILES_URL: 'javascript:{z}{x}{y}' })).toThrow(/MAP_TILES_URL/);
    expect(() => loadConfig({ MAP_TILES_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILES_URL/,
    );
  });

  it('takes the public phone as a Bangladeshi mobile number, and shows none when unset', () => {
    expect(loadConfig({}).publicPhone).toBeNull();
    expect(loadConfig({ PUBLIC_PHONE: '01712-345678' }).publicPhone).toBe('+8801712345678');
    expect(loadConfig({ PUBLIC_PHONE: '+880 1912 345678' }).publicPhone).toBe('+8801912345678');
    expect(() => loadConfig({ PUBLIC_PHONE: '0721-776655' })).toThrow(/PUBLIC_PHONE/);
    expect(() => loadConfig({ PUBLIC_PHONE: '+8801300000' })).toThrow(/PUBLIC_PHONE/);
  });

  it('mails the contact form to the public e-mail unless CONTACT_INBOX says otherwise', () => {
    expect(loadConfig({}).publicEmail).toBe('hello@thikana.com.bd');
    const own = loadConfig({ PUBLIC_EMAIL: 'info@example.com.bd' });
    expect(own).toMatchObject({ publicEmail: 'info@example.com.bd', contactInbox: 'info@example.com.bd' });
    expect(
      loadConfig({ PUBLIC_EMAIL: 'info@example.com.bd', CONTACT_INBOX: 'desk@example.com' }).contactInbox,
    ).toBe('desk@example.com');
    expect(() => loadConfig({ PUBLIC_EMAIL: 'not an address' })).toThrow(/PUBLIC_EMAIL/);
  });

  it('takes job schedules by name, and refuses an unknown job or a cron that is not one', () => {
    expect(loadConfig({}).jobSchedules).toEqual({});
    expect(
      loadConfig({ JOB_SCHEDULES: 'expiry-reminders=*/1 * * * *; purge-listing-visits = 0  3 * * 1-5 ;' })
        .jobSchedules,
    ).toEqual({ 'expiry-reminders': '*/1 * * * *', 'purge-listing-visits': '0 3 * * 1-5' });
    expect(() => loadConfig({ JOB_SCHEDULES: 'expiry-reminder=7 * * * *' })).toThrow(
      `JOB_SCHEDULES: no recurring job is named "expiry-reminder" (there are: ${RECURRING_JOB_NAMES.join(', ')})`,
    );
    // pg-boss's own parser (cron-parser) takes day and month names, as pg-boss does.
    expect(loadConfig({ JOB_SCHEDULES: 'send-alerts=0 0 * * MON' }).jobSchedules).toEqual({
      'send-alerts': '0 0 * * MON',
    });
    for (const cron of ['7 * * *', '60 * * * *', '0 0 30 2 *', '*/0 * * * *', '0 7 * * * *', '@daily'])
      expect(() => loadConfig({ JOB_SCHEDULES: `expiry-reminders=${cron}` }), cron).toThrow(
        /JOB_SCHEDULES: .*is not a cron of five fields/,
      );
    expect(() => loadConfig({ JOB_SCHEDULES: 'expiry-reminders' })).toThrow(/is not name=cron/);
    expect(() =>
      loadConfig({ JOB_SCHEDULES: 'expiry-reminders=7 * * * *;expiry-reminders=8 * * * *' }),
    ).toThrow(/expiry-reminders is given twice/);
  });

  it('polls for jobs as told, from half a second to 45', () => {
    expect(loadConfig({}).jobPollSeconds).toBeUndefined();
    expect(loadConfig({ JOB_POLL_SECONDS: '0.5' }).jobPollSeconds).toBe(0.5);
    expect(() => loadConfig({ JOB_POLL_SECONDS: '0.1' })).toThrow(/JOB_POLL_SECONDS/);
    expect(() => loadConfig({ JOB_POLL_SECONDS: 'often' })).toThrow(/JOB_POLL_SECONDS/);
  });
});
