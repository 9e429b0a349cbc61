import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { issueCode } from '../../shared/issue-code';
import { isRateLimitText } from '../lib/rate-limit-text';

export type FieldErrors = Record<string, string>;

/** Field → issue code, from a failed client-side parse with a shared schema. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues)
    errors[issue.path.join('.') || '_'] ??= issueCode(issue.code, issue.message);
  return errors;
}

/**
 * The error code and field codes of a failed API call, in the error envelope (docs/api.md); null when
 * there is nothing for the form to show: no error, or a 429 whose text the store has alerted.
 */
export function apiErrorOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): { code: string; fields: FieldErrors } | null {
  if (!error || isRateLimitText(error)) return null;
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
      return { code: 'network', fields: {} };
    const data = error.data as { code?: unknown; errors?: unknown } | undefined;
    if (data && typeof data.code === 'string') {
      return {
        code: data.code,
        fields: data.errors && typeof data.errors === 'object' ? (data.errors as FieldErrors) : {},
      };
    }
  }
  return { code: 'unknown', fields: {} };
}

/** True when every named value is filled in (all fields are mandatory). */
export function allFilled(values: Record<string, unknown>, required: string[]): boolean {
  return required.every((key) => {
    const value = values[key];
    return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
  });
}

/** The message for an API error code in the interface language; unknown codes get the generic one. */
export function apiErrorText(t: TFunction, code: string): string {
  return t(`apiError.${code}`, { defaultValue: t('apiError.unknown') });
}
