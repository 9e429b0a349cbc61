import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { User } from '../../shared/auth';
import { answer, api } from '../test-support/api';
import { renderInApp } from '../test-support/render-app';
import SignIn from './sign-in';

// The sign-in screen (features/auth: sign-in-ways.tsx, phone-sign-in.tsx, phone-steps.tsx,
// use-phone-code.ts): the two ways in as tabs, and the phone's number → code steps against the API.

const SENT = { success: true, message: 'sent', data: { expires_in: 600, resend_after: 60 } };
const WRONG_CODE = { success: false, code: 'OTP_INVALID', message: 'wrong code', errors: {} };

const show = () => renderInApp(<SignIn />, { url: '/sign-in' });

describe('the two ways to sign in', () => {
  test('the phone tab is chosen first; the e-mail tab shows the password form, by click or arrow key', async () => {
    const { screen } = await show();
    const phoneTab = screen.getByRole('tab', { name: 'মোবাইল নম্বর' });
    const emailTab = screen.getByRole('tab', { name: 'ই-মেইল' });
    await expect.element(phoneTab).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('textbox', { name: 'মোবাইল নম্বর', exact: true })).toBeVisible();
    await expect.element(screen.getByLabelText('পাসওয়ার্ড')).not.toBeInTheDocument();

    await emailTab.click();
    await expect.element(emailTab).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('textbox', { name: 'ই-মেইল বা মোবাইল নম্বর' })).toBeVisible();
    await expect
      .element(screen.getByRole('textbox', { name: 'মোবাইল নম্বর', exact: true }))
      .not.toBeInTheDocument();

    // WAI-ARIA tabs: the arrow keys move between the ways, and the focus goes with them.
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(phoneTab).toHaveAttribute('aria-selected', 'true');
    await expect.element(phoneTab).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(emailTab).toHaveAttribute('aria-selected', 'true');
  });

  test('the way last chosen is the one shown next time', async () => {
    const first = await show();
    await first.screen.getByRole('tab', { name: 'ই-মেইল' }).click();
    await first.screen.unmount();
    const { screen } = await show();
    await expect
      .element(screen.getByRole('tab', { name: 'ই-মেইল' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  test('the e-mail form refuses empty fields and a number that is no mobile number (en)', async () => {
    const { screen } = await renderInApp(<SignIn />, { url: '/sign-in', language: 'en' });
    await screen.getByRole('tab', { name: 'E-mail' }).click();
    const login = screen.getByRole('button', { name: 'Log in' });
    await login.click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('All fields are mandatory.');

    await screen.getByRole('textbox', { name: 'Email or mobile number' }).fill('12345');
    await screen.getByLabelText('Password', { exact: true }).fill('a long passphrase');
    await login.click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Enter a valid Bangladeshi mobile number (e.g. 01712-345678).');
  });
});

describe('signing in with a code by SMS', () => {
  test('a number that is no mobile number is refused beside the field, and no code is asked for (bn)', async () => {
    let asked = 0;
    answer(http.post(api('/user/otp/request'), () => (asked++, HttpResponse.json(SENT))));
    const { screen } = await show();
    const number = screen.getByRole('textbox', { name: 'মোবাইল নম্বর', exact: true });
    await number.fill('০১২৩');
    await screen.getByRole('button', { name: 'কোড পাঠান' }).click();
    await expect.element(number).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(number)
      .toHaveAccessibleDescription(/সঠিক বাংলাদেশি মোবাইল নম্বর দিন \(যেমন ০১৭১২-৩৪৫৬৭৮\)।$/);
    await expect.element(number).toHaveFocus();
    expect(asked).toBe(0);
  });

  test('the code step: sent to the number typed, a wrong code counts the tries left, the number can be changed (en)', async () => {
    const requests: unknown[] = [];
    answer(
      http.post(api('/user/otp/request'), async ({ request }) => {
        requests.push(await request.json());
        return HttpResponse.json(SENT);
      }),
      http.post(api('/user/otp/verify'), () => HttpResponse.json(WRONG_CODE, { status: 400 })),
    );
    const { screen } = await renderInApp(<SignIn />, { url: '/sign-in', language: 'en' });
    await screen.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('01712-345678');
    await screen.getByRole('button', { name: 'Send code' }).click();

    await expect
      .element(screen.getByText('We sent a 6-digit code by SMS to'))
      .toHaveTextContent('+880 1712-345678');
    expect(requests).toEqual([{ phone: '+8801712345678', language: 'en' }]);
    const code = screen.getByRole('textbox', { name: '6-digit code from the SMS' });
    await expect.element(code).toHaveFocus();
    // A new code only after the wait the server gave.
    await expect.element(screen.getByRole('button', { name: /New code possible in \d+ s/ })).toBeDisabled();

    // Not six digits: refused here, without asking the server.
    await code.fill('123');
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(code).toHaveAccessibleDescription('Enter the 6-digit code from the SMS.');

    await code.fill('123456');
    await screen.getByRole('button', { name: 'Log in' }).click();
    await expect.element(code).toHaveAccessibleDescription('That code is not right. 4 more tries.');
    await expect.element(code).toHaveValue('123456'); // what was typed is kept

    await screen.getByRole('button', { name: 'Change number' }).click();
    const number = screen.getByRole('textbox', { name: 'Mobile number', exact: true });
    await expect.element(number).toHaveValue('01712-345678');
    await expect.element(number).toHaveFocus();
  });

  test('a right code for a number without an account asks the name, and the same code signs up (bn)', async () => {
    const verified: unknown[] = [];
    const user = { _id: 'u1', name: 'রহিমা খাতুন' } as User;
    answer(
      http.post(api('/user/otp/request'), () => HttpResponse.json(SENT)),
      http.post(api('/user/otp/verify'), async ({ request }) => {
        const body = (await request.json()) as { name?: string };
        verified.push(body);
        if (!body.name) {
          return HttpResponse.json(
            { success: false, code: 'VALIDATION_ERROR', message: 'name', errors: { name: 'required' } },
            { status: 400 },
          );
        }
        return HttpResponse.json({ success: true, data: user }, { status: 201 });
      }),
    );
    const { screen, store } = await show();
    await screen.getByRole('textbox', { name: 'মোবাইল নম্বর', exact: true }).fill('০১৭১২৩৪৫৬৭৮');
    await screen.getByRole('button', { name: 'কোড পাঠান' }).click();
    await screen.getByRole('textbox', { name: 'এসএমএসের ৬ অঙ্কের কোড' }).fill('১২৩৪৫৬');
    await screen.getByRole('button', { name: 'লগ ইন' }).click();

    await expect.element(screen.getByText('এই নম্বরে এখনো অ্যাকাউন্ট নেই', { exact: false })).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'পুরো নাম' });
    await expect.element(name).toHaveFocus();
    await name.fill('রহিমা খাতুন');
    await screen.getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }).click();

    await expect.poll(() => store.getState().auth.user._id).toBe('u1');
    expect(verified).toEqual([
      { phone: '+8801712345678', code: '123456', language: 'bn' },
      { phone: '+8801712345678', code: '123456', name: 'রহিমা খাতুন', language: 'bn' },
    ]);
  });
});
