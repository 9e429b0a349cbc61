import type { z } from 'zod';
import { AppError } from './app-error';
import { issueCode } from '../shared/issue-code';

/**
 * Parses input that did not go through a route schema (multipart fields) into the same 400 as the
 * route schemas give: `errors` maps each field to an issue code.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    errors[issue.path.join('.') || '_'] ??= issueCode(issue.code, issue.message);
  }
  throw new AppError('VALIDATION_FAILED', undefined, errors);
}

/** An edit must change something: a body with no known field and no file is refused, not applied. */
export function requireChanges(input: Record<string, unknown>, files: number): void {
  if (files === 0 && Object.values(input).every((value) => value === undefined)) {
    throw new AppError('VALIDATION_FAILED', undefined, { _: 'nothing_to_update' });
  }
}

/**
 * A multipart form the parser cannot read (no boundary, one longer than it takes, a part cut short)
 * fails with a plain Error: the sender's fault, a 400. Errors with a status of their own (limits,
 * refusals) pass unchanged.
 */
export function malformedForm(error: unknown): unknown {
  if (error instanceof AppError || typeof (error as { statusCode?: unknown }).statusCode === 'number')
    return error;
  return new AppError('BAD_REQUEST', undefined, undefined, error);
}
