import type { ButtonHTMLAttributes, Ref } from 'react';

/**
 * The colours of the app's rounded buttons. Size, place and hover stay with each button: they differ
 * from form to form, and a shared default would change how some of them look.
 */
const VARIANTS = {
  primary: 'bg-brand text-white',
  earth: 'bg-earth text-white',
  danger: 'bg-[#c8283d] text-white',
  /** A grey outline: cancel, back, a page's next or previous. */
  outline: 'border-2 border-stone-300 text-stone-800',
  /** The brand's outline: a second choice beside a primary one, a retry. */
  'brand-outline': 'border-2 border-brand text-brand-dark',
  /** The earth outline: a listing's own ask (call me back) beside the brand's buttons. */
  'earth-outline': 'border-2 border-earth text-earth',
  quiet: 'text-stone-700 hover:bg-stone-100',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The classes of a rounded button, for a link that looks like one. */
export function buttonClass(variant: ButtonVariant, className = '') {
  return `rounded-full font-semibold ${VARIANTS[variant]} ${className}`.trimEnd();
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant: ButtonVariant;
  /**
   * Its request is running: the button is disabled meanwhile. A button given `busy` (true or false)
   * is dimmed with the waiting cursor whenever it is disabled, as the app's sending buttons are.
   */
  busy?: boolean;
}

/** A rounded button; `type` is "button" unless said, so that one in a form never sends it by chance. */
export function Button({ variant, busy, type = 'button', disabled, className = '', ...button }: ButtonProps) {
  const waits = busy === undefined ? '' : ' disabled:cursor-wait disabled:opacity-70';
  return (
    <button
      type={type}
      disabled={busy || disabled}
      className={buttonClass(variant, `${className}${waits}`.trim())}
      {...button}
    />
  );
}
