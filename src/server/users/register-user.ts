import type { z } from 'zod';
import type { registerInputSchema } from '../../shared/auth';
import type { Language } from '../../shared/enums';
import { AppError } from '../app-error';
import { hashPassword, isCommonPassword } from '../auth/password';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export async function registerUser(db: Db, input: z.output<typeof registerInputSchema>, language: Language) {
  if (isCommonPassword(input.password)) {
    throw new AppError('VALIDATION_FAILED', undefined, { password: 'password_common' });
  }
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      passwordHash,
      phone: input.phone ?? null,
      accountType: input.account_type,
      language,
    })
    // The only unique key a new row can collide with is the e-mail (case-insensitive).
    .onConflictDoNothing()
    .returning();
  if (!user) throw new AppError('EMAIL_TAKEN');
  return user;
}
