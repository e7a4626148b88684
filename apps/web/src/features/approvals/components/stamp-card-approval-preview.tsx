import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { StampCardFace } from '../../../components/stamp-card-face.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';

interface CardValues {
  title: string;
  description: string;
  imageUrl: string | null;
  redeemCount: number;
}

function cardOf(values: Record<string, unknown>, base: CardValues | null): CardValues {
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    title: text(values.title, base?.title ?? ''),
    description: text(values.description, base?.description ?? ''),
    imageUrl: typeof values.imageUrl === 'string' ? values.imageUrl : (base?.imageUrl ?? null),
    redeemCount: typeof values.redeemCount === 'number' ? values.redeemCount : (base?.redeemCount ?? 0),
  };
}

/** A stamp card change drawn as the card customers see now and as they would see it after approval. */
export function StampCardApprovalPreview({ request }: { request: ApprovalRequest }) {
  const { t } = useTranslation();
  const before = request.current ? cardOf(request.current, null) : null;
  const after = cardOf(request.proposed, before);
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}
      data-testid="stamp-card-approval-preview"
    >
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('approvalStampCard.before')}
        </Typography>
        {before ? (
          <StampCardFace {...before} stamps={0} maxStamps={before.redeemCount} />
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="stamp-card-approval-new">
            {t('approvalStampCard.none')}
          </Typography>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('approvalStampCard.after')}
        </Typography>
        <StampCardFace {...after} stamps={0} maxStamps={after.redeemCount} />
      </Box>
    </Box>
  );
}
