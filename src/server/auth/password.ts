import { hash, verify } from '@node-rs/argon2';
import commonPasswords from 'fxa-common-password-list';

// OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane.
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Whether an account has a password: one made by phone has a marker no password matches instead. */
export const hasPassword = (passwordHash: string): boolean => passwordHash.startsWith('$argon2');

/** Checked against the million most common passwords (Mozilla's list), case-insensitively. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.test(password) || commonPasswords.test(password.toLowerCase());
}

// A hash to verify against when no account matches, so an unknown e-mail takes as long as a wrong password.
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('decoy password that matches nothing');
  return decoy;
}
