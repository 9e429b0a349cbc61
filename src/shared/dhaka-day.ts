// The site's calendar is Bangladesh's: a visitor's "day" starts at midnight in Dhaka, not in UTC.
const DHAKA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Asia/Dhaka calendar day of `at`, as YYYY-MM-DD. */
export function dhakaDay(at: Date = new Date()): string {
  return DHAKA_DAY.format(at);
}

/** `day` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
