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
] as const;
export type RecurringJobName = (typeof RECURRING_JOB_NAMES)[number];

// minute, hour, day of month, month, day of week (0 and 7 are Sunday)
const FIELD_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];
const ITEM = /^(\*|(\d{1,2})(?:-(\d{1,2}))?)(?:\/(\d{1,2}))?$/;

/**
 * Whether `cron` is a five-field cron in numbers (`*`, `5`, `1-5`, `0,30`, `*\/10`), each within its
 * field's range, on a day that exists (not 30 2): a subset of what pg-boss's parser takes, so what
 * passes here also schedules there. Names (`MON`), seconds fields and `L`/`?` are refused.
 */
export function isCron(cron: string): boolean {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== FIELD_RANGES.length) return false;
  const values = fields.map((field, index) => valuesOf(field, FIELD_RANGES[index]!));
  const [, , days, months] = values;
  if (values.some((set) => set === null) || !days || !months) return false;
  // The longest each month gets (29 for February): a day of month none of the months has never comes.
  return [...months].some((month) => [...days].some((day) => day <= DAYS_IN_MONTH[month - 1]!));
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The values a cron field stands for, or null when it is not one. */
function valuesOf(field: string, [min, max]: readonly [number, number]): Set<number> | null {
  const values = new Set<number>();
  for (const item of field.split(',')) {
    const match = ITEM.exec(item);
    if (!match) return null;
    const [, star, from, to, step] = match;
    const first = star === '*' ? min : Number(from);
    // `5/15` runs from 5 to the field's end, as in cron-parser.
    const last = star === '*' || (to === undefined && step !== undefined) ? max : Number(to ?? from);
    const every = Number(step ?? 1);
    if (first < min || last > max || first > last || every < 1) return null;
    for (let value = first; value <= last; value += every) values.add(value);
  }
  return values;
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
    if (equals < 0) {
      problems.push(`"${entry}" is not name=cron`);
    } else if (!isRecurringJobName(name)) {
      problems.push(`no recurring job is named "${name}" (there are: ${RECURRING_JOB_NAMES.join(', ')})`);
    } else if (name in schedules) {
      problems.push(`${name} is given twice`);
    } else if (!isCron(cron)) {
      problems.push(
        `"${cron}" (${name}) is not a cron of five fields in numbers (minute hour day month weekday, UTC) on a day that exists, e.g. 7 * * * *`,
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
