// The menu (module menuEnabled): categories and articles, paths as the HTTP contract fixes them:
// shops/{shopId}/menu/categories[/{id}], shops/{shopId}/menu/articles[/{id}], GET shops/{shopId}/menu,
// GET menu/allergens, GET menu/additives. A shop admin's new or changed article waits for approval.
import { z } from 'zod';
import { additiveCodes, allergenCodes } from './menu-labels.ts';

/** An uploaded image (`/uploads/…`) or an absolute http(s) address. */
const imageUrlPattern = /^(?:\/uploads\/[A-Za-z0-9._-]+|https?:\/\/\S+)$/;

export const maxArticlePriceCents = 1_000_000;

export const menuCategoryWriteSchema = z.object({
  name: z.string().trim().min(1).max(60),
  position: z.number().int().min(0).max(10_000).default(0),
});
export type MenuCategoryWrite = z.input<typeof menuCategoryWriteSchema>;

export const menuCategorySchema = z
  .object({ id: z.string(), name: z.string(), position: z.number().int() })
  .meta({ id: 'MenuCategory' });
export type MenuCategory = z.infer<typeof menuCategorySchema>;
export const menuCategoryListSchema = z.array(menuCategorySchema);

/** Allergens kept unique and in the regulation's order; additives unique and ascending. */
const allergensSchema = z
  .array(z.enum(allergenCodes))
  .max(allergenCodes.length * 2)
  .transform((codes) => allergenCodes.filter((code) => codes.includes(code)));
const additivesSchema = z
  .array(z.number().int().min(1).max(additiveCodes.length))
  .max(additiveCodes.length * 2)
  .transform((codes) => additiveCodes.filter((code) => codes.includes(code)) as number[]);

export const menuArticleFieldSchemas = {
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().min(1).max(1000),
  priceCents: z.number().int().positive().max(maxArticlePriceCents),
  categoryId: z.uuid(),
  allergens: allergensSchema,
  additives: additivesSchema,
  imageUrl: z.string().max(500).regex(imageUrlPattern).nullable(),
} as const;

/** POST and PUT (whole body) of an article. */
export const menuArticleWriteSchema = z.object({
  name: menuArticleFieldSchemas.name,
  description: menuArticleFieldSchemas.description,
  priceCents: menuArticleFieldSchemas.priceCents,
  categoryId: menuArticleFieldSchemas.categoryId,
  allergens: menuArticleFieldSchemas.allergens.default([]),
  additives: menuArticleFieldSchemas.additives.default([]),
  imageUrl: menuArticleFieldSchemas.imageUrl.optional(),
  available: z.boolean().default(true),
});
export type MenuArticleWrite = z.input<typeof menuArticleWriteSchema>;

/** The approval-bound values of an article (availability and position apply at once). */
export const menuArticleChangeSchema = z
  .object({
    name: menuArticleFieldSchemas.name,
    description: menuArticleFieldSchemas.description,
    priceCents: menuArticleFieldSchemas.priceCents,
    categoryId: menuArticleFieldSchemas.categoryId,
    allergens: menuArticleFieldSchemas.allergens,
    additives: menuArticleFieldSchemas.additives,
    imageUrl: menuArticleFieldSchemas.imageUrl,
  })
  .partial();
export type MenuArticleChange = z.infer<typeof menuArticleChangeSchema>;

/** An article as customers see it. */
export const publicMenuArticleSchema = z
  .object({
    id: z.string(),
    categoryId: z.string(),
    name: z.string(),
    description: z.string(),
    priceCents: z.number().int(),
    allergens: z.array(z.enum(allergenCodes)),
    additives: z.array(z.number().int()),
    imageUrl: z.string().nullable(),
    available: z.boolean(),
  })
  .meta({ id: 'MenuArticle' });
export type PublicMenuArticle = z.infer<typeof publicMenuArticleSchema>;

/**
 * - `pending`: new, invisible to customers until approved;
 * - `rejected`: new and rejected, stays invisible;
 * - `live`: approved; `changePending`: live with a change waiting for approval.
 */
export const menuArticleApprovalStates = ['pending', 'rejected', 'live', 'changePending'] as const;
export type MenuArticleApprovalState = (typeof menuArticleApprovalStates)[number];

/** An article as its shop's admin sees it: the live (or proposed, while new) values and its state. */
export const menuArticleSchema = publicMenuArticleSchema
  .extend({
    position: z.number().int(),
    approvalState: z.enum(menuArticleApprovalStates),
    /** The values waiting for approval (the fields that change), or null. */
    pendingChange: menuArticleChangeSchema.nullable(),
  })
  .meta({ id: 'MenuArticleOfShop' });
export type MenuArticle = z.infer<typeof menuArticleSchema>;
export const menuArticleListSchema = z.array(menuArticleSchema);

/** PUT shops/{shopId}/menu/order: the categories and their articles in the order shown (drag and drop). */
export const menuOrderSchema = z.object({
  categories: z
    .array(z.object({ id: z.uuid(), articleIds: z.array(z.uuid()).max(500) }))
    .min(1)
    .max(100),
});
export type MenuOrder = z.infer<typeof menuOrderSchema>;

/** GET shops/{shopId}/menu: approved and available articles, by category in the shop's order. */
export const publicMenuSchema = z
  .object({
    categories: z.array(
      z.object({ id: z.string(), name: z.string(), articles: z.array(publicMenuArticleSchema) }),
    ),
  })
  .meta({ id: 'Menu' });
export type PublicMenu = z.infer<typeof publicMenuSchema>;

export const allergenListSchema = z.array(z.object({ code: z.enum(allergenCodes), name: z.string() }));
export const additiveListSchema = z.array(z.object({ code: z.number().int(), name: z.string() }));
export type AllergenList = z.infer<typeof allergenListSchema>;
export type AdditiveList = z.infer<typeof additiveListSchema>;

/** A table's QR link carries a signed token: GET shops/{shopId}/tables/{token} names the table. */
export const tableNumberSchema = z
  .string()
  .trim()
  .min(1)
  .max(10)
  .regex(/^[A-Za-z0-9-]+$/);
export const tableSheetQuerySchema = z.object({
  /** The tables of the sheet, e.g. `1-12` or `1,2,7,Bar`. */
  tables: z.string().trim().min(1).max(400),
});
export const tableOfTokenSchema = z.object({ tableNumber: z.string() }).meta({ id: 'TableOfToken' });
export const tableLinkListSchema = z.array(z.object({ tableNumber: z.string(), url: z.string() }));

/** Parses `1-12`, `1,2,7,Bar` (ranges of numbers and single names) into at most 200 table names. */
export function parseTableList(text: string): string[] | null {
  const tables: string[] = [];
  for (const part of text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean)) {
    const range = /^(\d{1,4})-(\d{1,4})$/.exec(part);
    if (range) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      if (to < from) return null;
      for (let table = from; table <= to; table += 1) tables.push(String(table));
    } else if (tableNumberSchema.safeParse(part).success) {
      tables.push(part);
    } else {
      return null;
    }
    if (tables.length > 200) return null;
  }
  const unique = [...new Set(tables)];
  return unique.length > 0 ? unique : null;
}
