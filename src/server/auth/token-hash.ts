import { createHash } from 'node:crypto';

/**
 * How a mailed link's random token is stored: only its SHA-256, so a leaked database hands out no
 * working link. (A 256-bit random token needs no salt or slow hash.)
 */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
