import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('uses argon2id with 19 MiB of memory and two passes', async () => {
    const hash = await hashPassword('Rajshahi silk saree 1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Rajshahi silk saree 1')).toBe(true);
    expect(await verifyPassword(hash, 'rajshahi silk saree 1')).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same words here')).not.toBe(await hashPassword('same words here'));
  });

  it('knows the common passwords, whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('Padma bridge at sunset 42')).toBe(false);
  });
});
