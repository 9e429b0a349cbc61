/**
 * A 429's answer: plain text, which the store alerts as it is (docs/api.md). A module of its own: the
 * store needs it on every page, the forms' error helpers (components/form-errors.ts) only with a form.
 */
export function isRateLimitText(error: unknown): boolean {
  const answer = error as { originalStatus?: unknown; data?: unknown } | null | undefined;
  return answer?.originalStatus === 429 && typeof answer.data === 'string';
}
