import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import type { User } from '../../../shared/auth';
import { answer, api } from '../../test-support/api';
import { renderInApp } from '../../test-support/render-app';
import { NoticeSetting } from './notice-setting';

// How notices reach an owner (issue 31): the form offers only the ways the account has, and never
// sends one it lost, so the language can always be saved.
const OWNER = {
  _id: 'owner-1',
  name: 'Karim',
  language: 'en',
  email: 'karim@example.com',
  email_confirmed: true,
  phone: '+8801712345678',
  phone_verified: true,
  notify: 'both',
} as unknown as User;

/** The fields of each profile update the form sends. */
function sentForms(): Array<Record<string, string>> {
  const sent: Array<Record<string, string>> = [];
  answer(
    http.patch(api('/user/me/update'), async ({ request }) => {
      const form = await request.formData();
      sent.push(
        Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : v.name])),
      );
      return HttpResponse.json({ success: true, message: 'ok', data: OWNER });
    }),
  );
  return sent;
}

describe('the notices setting', () => {
  test('an account with no confirmed way yet saves its language alone', async () => {
    const sent = sentForms();
    const user = { ...OWNER, email_confirmed: false, phone_verified: false, notify: null } as unknown as User;
    const { screen } = await renderInApp(<NoticeSetting />, { language: 'en', user });
    await expect.element(screen.getByRole('group', { name: 'How to reach me' })).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => sent).toEqual([{ language: 'en' }]);
  });

  // Last: its save switches the app to Bengali.
  test('an owner whose new number waits for its code keeps e-mail, and saves the language', async () => {
    const sent = sentForms();
    // SMS or both were chosen, then the number changed: it is unverified until its code.
    const user = { ...OWNER, phone_verified: false, notify: 'sms' } as User;
    const { screen } = await renderInApp(<NoticeSetting />, { language: 'en', user });
    await expect.element(screen.getByRole('radio', { name: 'SMS' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('radio', { name: 'E-mail' })).toBeChecked();
    await screen.getByRole('radio', { name: 'বাংলা' }).click();
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => sent).toEqual([{ language: 'bn', notify: 'email' }]);
  });
});
