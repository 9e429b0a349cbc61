import { describe, expect, test } from 'vitest';
import { renderInApp } from '../../test-support/render-app';
import { WaitingFor } from './waiting-for';

// How long a listing has waited for review (issue 36), in the moderator's language, and marked when
// the server says it is longer than REVIEW_WAIT_HOURS.
const HOUR_MS = 60 * 60 * 1000;
const since = (hours: number) => new Date(Date.now() - hours * HOUR_MS - 60_000).toISOString();

describe('how long a listing has waited', () => {
  test('in hours within two days, unmarked while the server says it is not too long', async () => {
    const { screen } = await renderInApp(<WaitingFor item={{ waiting_since: since(5), overdue: false }} />, {
      language: 'en',
    });
    await expect.element(screen.getByText('Waiting 5 hours', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('Waiting too long')).not.toBeInTheDocument();
  });

  test('in days after two, marked as too long, in Bengali words and digits', async () => {
    const { screen } = await renderInApp(<WaitingFor item={{ waiting_since: since(75), overdue: true }} />, {
      language: 'bn',
    });
    await expect.element(screen.getByText('৩ দিন ধরে অপেক্ষায়', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('অনেকক্ষণ অপেক্ষায়', { exact: true })).toBeVisible();
  });
});
