import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../components/form-errors';
import { refusedPhoto, uploadAnswer } from './upload-listing';

describe("the listing upload's answer", () => {
  it('is the listing when the server accepts it', () => {
    const listing = { success: true, message: 'created', data: { _id: 'p1' } };
    expect(uploadAnswer(201, JSON.stringify(listing))).toEqual({ data: listing });
  });

  it('names the refused fields by their codes', () => {
    const body = { success: false, code: 'VALIDATION_FAILED', errors: { price: 'too_small' } };
    const answer = uploadAnswer(400, JSON.stringify(body));
    expect('error' in answer && apiErrorOf(answer.error)).toEqual({
      code: 'VALIDATION_FAILED',
      fields: { price: 'too_small' },
    });
  });

  it("keeps a 429's plain text for the store's alert", () => {
    expect(uploadAnswer(429, 'Too many requests, please try again later')).toEqual({
      error: {
        status: 'PARSING_ERROR',
        originalStatus: 429,
        data: 'Too many requests, please try again later',
        error: 'not JSON',
      },
    });
  });
});

describe('a refused photo', () => {
  it('is found by its index among the new photos, with its reason', () => {
    expect(refusedPhoto({ 'photos.2': 'not_an_image' })).toEqual({ index: 2, reason: 'not_an_image' });
    expect(refusedPhoto({ price: 'too_small' })).toBeNull();
  });
});
