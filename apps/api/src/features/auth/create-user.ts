import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { Role } from '@studio/domain/roles';
import type { ManagedUser } from '@studio/domain/users-contract';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { hashPassword } from './passwords.ts';
import { presentManagedUser } from './present-user.ts';
import { checkRoleAndShop } from './user-role.ts';
import { insertUser, isEmailTaken } from './users.repo.ts';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
  shopId?: string | null | undefined;
  emailVerified?: boolean | undefined;
  locale?: string | undefined;
}

function emailTaken(cause?: unknown): AppError {
  return new AppError(ErrorCode.conflict, { problems: { email: 'emailTaken' }, cause });
}

/** An account created by the global admin (9409 when the email is in use). */
export async function createUser(db: Kysely<Database>, input: NewAccount): Promise<ManagedUser> {
  const shopId = input.shopId ?? null;
  await checkRoleAndShop(db, input.role, shopId);
  if (await isEmailTaken(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(db, {
    id: randomUUID(),
    email: input.email,
    name: input.name,
    password_hash: passwordHash,
    role: input.role,
    shop_id: shopId,
    email_verified: input.emailVerified ?? false,
    ...(input.locale ? { locale: input.locale } : {}),
  }).catch((error: unknown) => {
    throw isUniqueViolation(error) ? emailTaken(error) : error;
  });
  return presentManagedUser(user);
}
