import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { OtpChallenge } from '../../../shared/otp';

// Loaded only when a code request asks for the proof of work (use-phone-code.ts): altcha-lib stays
// out of every first load.

/** The longest a slow phone is given; beyond, the form says it failed and keeps what was typed. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves an ALTCHA challenge in this tab with Web Crypto's PBKDF2 (the solver gives the page back
 * every 200 ms, so it stays usable), and returns the request's `altcha`: base64 of
 * `{challenge, solution}`. Null when it took too long.
 */
export async function solveOtpChallenge(challenge: OtpChallenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  return solution && btoa(JSON.stringify({ challenge, solution }));
}
