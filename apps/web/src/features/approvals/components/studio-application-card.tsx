import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ShopListItem } from '@studio/domain/shop-contract';
import { useId } from 'react';
import { ToneChip } from '../../../components/tone-chip.tsx';
import { formatViewerDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { ApprovalValue } from './approval-value.tsx';

/** What a reviewer needs to see of a new studio, in the order the owner filled it in. */
const profileFields = [
  'name',
  'category',
  'address',
  'phone',
  'email',
  'description',
  'externalLinks',
  'logoUrl',
  'backgroundUrl',
] as const;

/** A new studio asking to be approved: its owner, its profile, and the decision into waiting for payment. */
export function StudioApplicationCard({
  shop,
  busy,
  onApprove,
}: {
  shop: ShopListItem;
  busy: boolean;
  onApprove: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, md: 3 } }}
      data-testid="studio-application"
      data-shop-id={shop.id}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
            {shop.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('approvals.applications.askedBy', {
              name: shop.owner ? shop.owner.name || shop.owner.email : t('approvals.unknownPerson'),
              date: formatViewerDateTime(shop.reviewRequestedAt ?? shop.createdAt, currentLocale()),
            })}
          </Typography>
        </Box>
        <ToneChip tone="info" label={t('approvals.applications.kind')} />
      </Stack>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, 0.4fr) 1fr' },
          columnGap: 2,
          rowGap: { xs: 0.5, sm: 1.5 },
          m: 0,
        }}
      >
        {profileFields.map((field) => (
          <Box key={field} sx={{ display: 'contents' }} data-testid={`studio-application-${field}`}>
            <Typography component="dt" variant="subtitle2" sx={{ pt: { xs: 1, sm: 0 } }}>
              {t(`studio.fields.${field}`)}
            </Typography>
            <Box component="dd" sx={{ m: 0 }}>
              <ApprovalValue
                field={field}
                value={shop[field]}
                context={{ subjectType: 'shop', currency: shop.currencyCode }}
              />
            </Box>
          </Box>
        ))}
      </Box>
      {shop.hasPendingChange ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('approvals.applications.changeWaiting')}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 2.5, alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          onClick={onApprove}
          disabled={busy}
          data-testid="studio-application-approve"
        >
          {t('approvals.applications.approve')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('approvals.applications.approveHint')}
        </Typography>
      </Stack>
    </Card>
  );
}
