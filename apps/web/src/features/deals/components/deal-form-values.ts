// The deal form's values and how they become the API's body: money is typed in the currency's
// main unit, articles as a comma-separated list; the per-type rules are the domain's.
import { dealFieldSchemas } from '@studio/domain/deal-contract';
import { dealTypeProblems, dealTypes } from '@studio/domain/deal-rules';
import { fieldProblemMessage } from '@studio/domain/error-catalogue';
import type { Locale } from '@studio/domain/locale';
import { z } from 'zod';

const money = z
  .string()
  .trim()
  .regex(/^(\d{1,7}([.,]\d{1,2})?)?$/);

const dealFormShape = z.object({
  title: dealFieldSchemas.title,
  offerText: dealFieldSchemas.offerText,
  description: dealFieldSchemas.description,
  validFrom: z.iso.date(),
  validTo: z.iso.date(),
  hot: z.boolean(),
  multiUse: z.boolean(),
  type: z.enum(dealTypes),
  imageUrl: z.string(),
  requiresPurchase: z.boolean(),
  price: money,
  percent: z
    .string()
    .trim()
    .regex(/^(\d{1,3})?$/),
  articles: z.string().max(2000),
  bundlePrice: money,
  shopIds: z.array(z.string()),
});
export type DealFormValues = z.input<typeof dealFormShape>;

const formFieldOf: Record<string, keyof DealFormValues> = {
  priceCents: 'price',
  bundlePriceCents: 'bundlePrice',
  articleIds: 'articles',
};

/** The form's schema with the per-type rules, their texts in the user's language. */
export function dealFormSchemaFor(locale: Locale) {
  return dealFormShape.superRefine((values, context) => {
    for (const [field, problem] of Object.entries(dealTypeProblems(bodyOf(values)))) {
      context.addIssue({
        code: 'custom',
        path: [formFieldOf[field] ?? field],
        message: fieldProblemMessage(problem, locale),
      });
    }
  });
}

const cents = (text: string) =>
  text.trim() === '' ? null : Math.round(Number(text.replace(',', '.')) * 100);
const euros = (value: number | null) => (value === null ? '' : (value / 100).toFixed(2));

/** The API body of the form's values (the shops only matter to a global admin's deal). */
export function bodyOf(values: DealFormValues) {
  const percent = values.percent.trim() === '' ? null : Number(values.percent);
  return {
    title: values.title,
    offerText: values.offerText,
    description: values.description,
    validFrom: values.validFrom,
    validTo: values.validTo,
    hot: values.hot,
    multiUse: values.multiUse,
    type: values.type,
    imageUrl: values.imageUrl || null,
    requiresPurchase: values.requiresPurchase,
    priceCents: values.requiresPurchase ? cents(values.price) : null,
    percent: values.type === 'order_percentage' || values.type === 'article_highlight' ? percent : null,
    articleIds:
      values.type === 'article_highlight' || values.type === 'bundle_price'
        ? values.articles
            .split(',')
            .map((article) => article.trim())
            .filter(Boolean)
        : [],
    bundlePriceCents: values.type === 'bundle_price' ? cents(values.bundlePrice) : null,
  };
}

export interface DealFormStart {
  title: string;
  offerText: string;
  description: string;
  validFrom: string;
  validTo: string;
  hot: boolean;
  multiUse: boolean;
  type: (typeof dealTypes)[number];
  imageUrl: string | null;
  requiresPurchase: boolean;
  priceCents: number | null;
  percent: number | null;
  articleIds: string[];
  bundlePriceCents: number | null;
  shopIds?: string[];
}

/** The form's values for a deal (or an empty one valid from today for 30 days). */
export function formValuesOf(deal: DealFormStart | null, today: string, in30Days: string): DealFormValues {
  return {
    title: deal?.title ?? '',
    offerText: deal?.offerText ?? '',
    description: deal?.description ?? '',
    validFrom: deal?.validFrom ?? today,
    validTo: deal?.validTo ?? in30Days,
    hot: deal?.hot ?? false,
    multiUse: deal?.multiUse ?? false,
    type: deal?.type ?? 'independent',
    imageUrl: deal?.imageUrl ?? '',
    requiresPurchase: deal?.requiresPurchase ?? false,
    price: euros(deal?.priceCents ?? null),
    percent: deal?.percent === null || deal?.percent === undefined ? '' : String(deal.percent),
    articles: deal?.articleIds.join(', ') ?? '',
    bundlePrice: euros(deal?.bundlePriceCents ?? null),
    shopIds: deal?.shopIds ?? [],
  };
}
