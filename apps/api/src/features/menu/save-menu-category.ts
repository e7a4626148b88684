import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@studio/domain/error-codes';
import type { MenuCategory, menuCategoryWriteSchema } from '@studio/domain/menu-contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, MenuCategoryRow } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { insertCategory, updateCategory } from './menu.repo.ts';

type CategoryInput = z.output<typeof menuCategoryWriteSchema>;

export function presentMenuCategory(row: MenuCategoryRow): MenuCategory {
  return { id: row.id, name: row.name, position: row.position };
}

/** Categories are headings of the menu: they apply at once (the articles are what is reviewed). */
export async function createMenuCategory(
  db: Kysely<Database>,
  shopId: string,
  input: CategoryInput,
): Promise<MenuCategory> {
  return presentMenuCategory(await insertCategory(db, shopId, { id: randomUUID(), ...input }));
}

export async function changeMenuCategory(
  db: Kysely<Database>,
  shopId: string,
  id: string,
  input: CategoryInput,
): Promise<MenuCategory> {
  const row = await updateCategory(db, shopId, id, input);
  if (!row) throw new AppError(ErrorCode.notFound);
  return presentMenuCategory(row);
}
