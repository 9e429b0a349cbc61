import cronParser from 'cron-parser';

/**
 * The recurring jobs a deployment may reschedule with JOB_SCHEDULES (config.ts checks the names at
 * start-up; each job's definition names itself from this list). Their own schedules stay in their
 * definitions.
 */
export const RECURRING_JOB_NAMES = [
  'expiry-reminders',
  'purge-listing-visits',
  'send-alerts',
  'alert-digest',
  'sms-budget-report',
  'purge-sign-ups',
  'sweep-orphan-photos',
  'purge-call-requests',
  'fingerprint-photos',
  'purge-ownership-proofs',
  'price-guide',
  'review-wait-mail',
  'backup',
] as const;
export type RecurringJobName = (typeof RECURRING_JOB_NAMES)[number];

/**
 * Why `cron` is not a schedule pg-boss takes, or null when it is one: pg-boss checks a cron with
 * cron-parser's parseExpression (its timekeeper, in UTC here), so the same call says whether it
 * schedules there. Only five fields: pg-boss's clock ticks once a minute, and the parser would read
 * fewer fields, a seconds field or a name like `@daily` as something else.
 */
export function cronProblem(cron: string): string | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return `it has ${fields.filter(Boolean).length} fields`;
  try {
    cronParser.parseExpression(fields.join(' '), { tz: 'UTC' });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Reads JOB_SCHEDULES: `name=cron` entries separated by `;` (a cron has spaces and commas of its own),
 * e.g. `expiry-reminders=*\/1 * * * *; purge-listing-visits=0 3 * * *`. Returns the schedules by job
 * name, or the problems found, one sentence each.
 */
export function parseJobSchedules(
  text: string,
): { schedules: Partial<Record<RecurringJobName, string>> } | { problems: string[] } {
  const schedules: Partial<Record<RecurringJobName, string>> = {};
  const problems: string[] = [];
  for (const entry of text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const equals = entry.indexOf('=');
    const name = entry.slice(0, Math.max(equals, 0)).trim();
    const cron = entry.slice(equals + 1).trim();
    const problemOfCron = cronProblem(cron);
    if (equals < 0) {
      problems.push(`"${entry}" is not name=cron`);
    } else if (!isRecurringJobName(name)) {
      problems.push(`no recurring job is named "${name}" (there are: ${RECURRING_JOB_NAMES.join(', ')})`);
    } else if (name in schedules) {
      problems.push(`${name} is given twice`);
    } else if (problemOfCron !== null) {
      problems.push(
        `"${cron}" (${name}) is not a cron of five fields (minute hour day month weekday, UTC) on a day that exists, e.g. 7 * * * *: ${problemOfCron}`,
      );
    } else {
      schedules[name] = cron.split(/\s+/).join(' ');
    }
  }
  return problems.length > 0 ? { problems } : { schedules };
}

function isRecurringJobName(name: string): name is RecurringJobName {
  return (RECURRING_JOB_NAMES as readonly string[]).includes(name);
}
