import type { TFunction } from 'i18next';
import { notifySuccess } from '../../components/notify';

/**
 * The toast that greets a user who just signed up, signed in (either way) or reset the password. Its
 * words are in the `account` namespace (i18n/account/): the screen that calls it has them loaded.
 */
export function greet(t: TFunction, name: string, created: boolean): void {
  notifySuccess(t(created ? 'phoneAuth.form.welcome' : 'phoneAuth.form.welcomeBack', { name }));
}
