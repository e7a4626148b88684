import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { type DealType, dealTypes } from '@studio/domain/deal-rules';
import { DealCard, type DealCardValues } from '../../../components/deal-card.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';

function dealOf(values: Record<string, unknown>, base: DealCardValues | null): DealCardValues {
  const text = (key: string, fallback: string) =>
    typeof values[key] === 'string' ? (values[key] as string) : fallback;
  const flag = (key: string, fallback: boolean) =>
    typeof values[key] === 'boolean' ? (values[key] as boolean) : fallback;
  const amount = (key: string, fallback: number | null) =>
    typeof values[key] === 'number' ? (values[key] as number) : values[key] === null ? null : fallback;
  const type = (dealTypes as readonly string[]).includes(String(values.type))
    ? (values.type as DealType)
    : (base?.type ?? 'independent');
  return {
    title: text('title', base?.title ?? ''),
    offerText: text('offerText', base?.offerText ?? ''),
    description: text('description', base?.description ?? ''),
    validFrom: text('validFrom', base?.validFrom ?? ''),
    validTo: text('validTo', base?.validTo ?? ''),
    hot: flag('hot', base?.hot ?? false),
    multiUse: flag('multiUse', base?.multiUse ?? false),
    type,
    imageUrl:
      typeof values.imageUrl === 'string'
        ? values.imageUrl
        : values.imageUrl === null
          ? null
          : (base?.imageUrl ?? null),
    requiresPurchase: flag('requiresPurchase', base?.requiresPurchase ?? false),
    priceCents: amount('priceCents', base?.priceCents ?? null),
    percent: amount('percent', base?.percent ?? null),
  };
}

/** A deal change drawn as the deal customers see now and as they would see it after approval. */
export function DealApprovalPreview({ request }: { request: ApprovalRequest }) {
  const { t } = useTranslation();
  const before = request.current ? dealOf(request.current, null) : null;
  const after = dealOf(request.proposed, before);
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}
      data-testid="deal-approval-preview"
    >
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('approvals.columns.current')}
        </Typography>
        {before ? (
          <DealCard deal={before} />
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="deal-approval-new">
            {t('dealApproval.none')}
          </Typography>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('approvals.columns.proposed')}
        </Typography>
        <DealCard deal={after} />
      </Box>
    </Box>
  );
}
