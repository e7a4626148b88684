import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { type GiftValues, giftChangeSchema } from '@studio/domain/gift-contract';
import { GiftFace } from '../../../components/gift-face.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useShopGiftsForReview } from '../api/list-shop-gifts-for-review.ts';

/** A gift change drawn as customers see the gift now and as they would after approval. */
export function GiftApprovalPreview({ request }: { request: ApprovalRequest }) {
  const { t } = useTranslation();
  const gifts = useShopGiftsForReview(request.shopId);
  if (gifts.isPending) return <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />;
  const live = gifts.data?.find((gift) => gift.id === request.subjectId)?.live ?? null;
  const parsed = giftChangeSchema.safeParse(request.proposed);
  const { removed, ...proposed } = parsed.success ? parsed.data : {};
  const after: Partial<GiftValues> = { ...(live ?? {}), ...proposed };
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 2 }}
      data-testid="gift-approval-preview"
    >
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('approvalGift.before')}
        </Typography>
        {live ? (
          <GiftFace gift={live} />
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="gift-approval-new">
            {t('approvalGift.none')}
          </Typography>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('approvalGift.after')}
        </Typography>
        {removed ? (
          <Typography variant="body2" color="text.secondary" data-testid="gift-approval-removed">
            {t('approvalGift.removed')}
          </Typography>
        ) : (
          <GiftFace gift={after} />
        )}
      </Box>
    </Box>
  );
}
