import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const LENGTH = 8;

/** What a short link's code looks like; anything else is not looked up. */
export const LINK_CODE_PATTERN = /^[A-Za-z0-9]{8}$/;

/**
 * A short link's code (a saved search's `/s/<code>`, a listing notice's `/l/<code>`: what SMS carry,
 * where every character counts):
 * 8 random letters and digits, 47 bits, so that codes are not guessed from one another.
 */
export const newLinkCode = (): string =>
  Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
