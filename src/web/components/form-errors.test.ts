import { describe, expect, it } from 'vitest';
import { apiErrorOf } from './form-errors';

describe('the error a form shows for a failed call', () => {
  it('is the envelope’s code and fields', () => {
    const error = {
      status: 400,
      data: { success: false, code: 'VALIDATION_FAILED', errors: { name: 'required' } },
    };
    expect(apiErrorOf(error)).toEqual({ code: 'VALIDATION_FAILED', fields: { name: 'required' } });
  });

  it('is nothing for a 429, whose plain text the store has alerted already', () => {
    // fetchBaseQuery's shape for a text answer (the settings page's profile upload, for one).
    const error = {
      status: 'PARSING_ERROR' as const,
      originalStatus: 429,
      data: 'You have uploaded many photos in the last hour. Please try again in 12 minutes.',
      error: 'SyntaxError: Unexpected token',
    };
    expect(apiErrorOf(error)).toBeNull();
  });

  it('is "unknown" for an answer that is neither', () => {
    expect(apiErrorOf({ status: 502, data: '<html>Bad gateway</html>' })).toEqual({
      code: 'unknown',
      fields: {},
    });
  });
});
