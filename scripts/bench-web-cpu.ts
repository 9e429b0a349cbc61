// The CPU slowdowns of `npm run bench:web` and the choice of the run it reports at each: pure, so that
// what BENCH_WEB_CPU means and which run a figure comes from can be read (and tried) apart from
// Lighthouse.

/** Lighthouse's default mobile profile: the category scores and the LCP ratio are measured here. */
export const BASE_CPU_SLOWDOWN = 4;

/**
 * Total blocking time budgets by CPU slowdown, in ms (issue 35, docs/decisions/017-performance-budgets.md):
 * 4× is Lighthouse's mid-range phone, 6× closer to the entry-level phones common in Bangladesh.
 */
export const MAX_TBT_MS: ReadonlyMap<number, number> = new Map([
  [4, 150],
  [6, 300],
]);

/**
 * BENCH_WEB_CPU as the slowdowns to measure, ascending: a comma list of multipliers ("4,6", "6"),
 * 4 and 6 when unset or empty.
 * The base slowdown is always among them, since the scores and the LCP ratio are taken there.
 */
export function parseCpuSlowdowns(text: string | undefined): number[] {
  const given = (text?.trim() || `${BASE_CPU_SLOWDOWN},6`).split(',').map((part) => part.trim());
  const slowdowns = given.map(Number);
  // Below 1 Lighthouse would be asked for a faster CPU than the machine's, which it cannot simulate.
  const wrong = given.filter((_, i) => !(Number.isFinite(slowdowns[i]) && slowdowns[i]! >= 1));
  if (wrong.length) {
    throw new Error(
      `BENCH_WEB_CPU: ${wrong.map((part) => JSON.stringify(part)).join(', ')} is not a CPU slowdown; give multipliers of at least 1 separated by commas, e.g. BENCH_WEB_CPU=4,6`,
    );
  }
  return [...new Set([BASE_CPU_SLOWDOWN, ...slowdowns])].sort((a, b) => a - b);
}

/** The run with the median value (the lower middle one when the count is even). */
export function medianRun<R>(runs: readonly R[], value: (run: R) => number): R {
  if (runs.length === 0) throw new Error('No run to choose a median from.');
  return [...runs].sort((a, b) => value(a) - value(b))[(runs.length - 1) >> 1]!;
}

/** For each slowdown, its run with the median value: one rule for every slowdown. */
export function medianRunPerSlowdown<R>(
  runsBySlowdown: ReadonlyMap<number, readonly R[]>,
  value: (run: R) => number,
): Map<number, R> {
  return new Map([...runsBySlowdown].map(([slowdown, runs]) => [slowdown, medianRun(runs, value)]));
}
