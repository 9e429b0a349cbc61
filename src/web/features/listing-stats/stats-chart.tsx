import type { ListingStatsDay } from '../../../shared/listing-stats';

const BAR = 10;
const GAP = 2;
const HEIGHT = 64;

/** A day's contacts: calls, WhatsApp messages, copied numbers and call-back requests together. */
export const contactsOf = (day: ListingStatsDay) => day.calls + day.whatsapp + day.copies + day.callbacks;

/**
 * Views a day as bars, oldest on the left, with the day's contacts as a darker bar inside each: plain
 * SVG that scales to the width it is given (a 390 px phone included). The picture is described by
 * `label`; the numbers themselves are in the panel's totals and day-by-day table.
 */
export function StatsChart({ days, label }: { days: ListingStatsDay[]; label: string }) {
  const most = Math.max(1, ...days.map((day) => Math.max(day.views, contactsOf(day))));
  const height = (n: number) => (n === 0 ? 0 : Math.max(2, Math.round((n / most) * HEIGHT)));
  const width = days.length * (BAR + GAP) - GAP;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${width} ${HEIGHT + 2}`}
      preserveAspectRatio="none"
      className="h-20 w-full"
    >
      <line x1="0" x2={width} y1={HEIGHT + 1} y2={HEIGHT + 1} className="stroke-stone-300" strokeWidth="1" />
      {days.map((day, i) => {
        const x = i * (BAR + GAP);
        const views = height(day.views);
        const contacts = height(contactsOf(day));
        return (
          <g key={day.date}>
            <rect x={x} y={HEIGHT - views} width={BAR} height={views} rx="1.5" className="fill-brand/35" />
            <rect
              x={x + 2}
              y={HEIGHT - contacts}
              width={BAR - 4}
              height={contacts}
              rx="1"
              className="fill-earth"
            />
          </g>
        );
      })}
    </svg>
  );
}
