import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SendIcon from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { ErrorCode } from '@studio/domain/error-codes';
import { missingForReview, type ShopDetail } from '@studio/domain/shop-contract';
import { useId } from 'react';
import { formatStudioDate, formatStudioDateTime } from '../../../i18n/format-date-time.ts';
import { formatList } from '../../../i18n/format-list.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { toLocale } from '../../../i18n/language.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { useSubmitShopForReview } from '../api/submit-shop-for-review.ts';
import { ShopStatusChip } from './shop-status-chip.tsx';

/** Statuses from which the owner may ask for review (the server refuses active and suspended). */
const reviewable = new Set(['pending', 'inactive', 'pending_payment']);

/** The latest decision on the shop profile, if it was a rejection not yet superseded by a new change. */
export function latestRejection(shop: ShopDetail, requests: readonly ApprovalRequest[] | undefined) {
  if (shop.pendingChange) return null;
  const latest = requests?.find((request) => request.subjectType === 'shop' && request.status !== 'pending');
  return latest?.status === 'rejected' ? latest : null;
}

function FieldList({ fields }: { fields: readonly string[] }) {
  const { t, i18n } = useTranslation();
  const names = fields.map((field) => t(`studio.fields.${field}`, { defaultValue: field }));
  return <>{formatList(names, toLocale(i18n.language))}</>;
}

/**
 * The owner's view of where the studio stands: its status and what it means, the profile change
 * waiting for approval, the reason of the last rejection, and the way to review and going live.
 */
export function ShopStatusCard({
  shop,
  approvals,
}: {
  shop: ShopDetail;
  approvals: readonly ApprovalRequest[] | undefined;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const submit = useSubmitShopForReview(shop.id);
  const rejection = latestRejection(shop, approvals);
  const profile = { ...shop, ...(shop.pendingChange?.proposed ?? {}) };
  const missing = missingForReview(profile);
  const canAskForReview = reviewable.has(shop.status);
  const submitFailure = submit.error;
  const missingFromServer =
    isApiError(submitFailure) && submitFailure.errorCode === ErrorCode.invalidInput
      ? Object.keys(submitFailure.fields)
      : [];

  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 3, md: 4 } }}
      data-testid="studio-status-card"
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{
          gap: 1.5,
          justifyContent: 'space-between',
          alignItems: { xs: 'flex-start', sm: 'center' },
          mb: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {t('studio.status.title')}
          </Typography>
          <Typography id={titleId} variant="h5" component="h2" sx={{ wordBreak: 'break-word' }}>
            {shop.name}
          </Typography>
        </Box>
        <ShopStatusChip status={shop.status} size="medium" />
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-testid="studio-status-text">
        {t(`studio.status.text.${shop.status}`)}
      </Typography>

      <Stack sx={{ gap: 2 }}>
        {shop.pendingChange ? (
          <Alert severity="info" data-testid="studio-status-pending-change">
            <AlertTitle>{t('studio.status.pendingChangeTitle')}</AlertTitle>
            <FieldList fields={shop.pendingChange.fields} />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('studio.status.submittedAt', {
                date: formatStudioDateTime(shop.pendingChange.submittedAt, shop.timezone, currentLocale()),
              })}
            </Typography>
          </Alert>
        ) : null}

        {rejection ? (
          <Alert severity="warning" data-testid="studio-status-rejected">
            <AlertTitle>{t('studio.status.rejectedTitle')}</AlertTitle>
            <Typography
              variant="body2"
              sx={{ whiteSpace: 'pre-line' }}
              data-testid="studio-status-rejection-reason"
            >
              {rejection.reason || t('studio.status.noReason')}
            </Typography>
            {rejection.decidedAt ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('studio.status.decidedAt', {
                  date: formatStudioDateTime(rejection.decidedAt, shop.timezone, currentLocale()),
                })}
              </Typography>
            ) : null}
          </Alert>
        ) : null}

        {canAskForReview && shop.reviewRequestedAt ? (
          <Alert severity="success" data-testid="studio-status-review-requested">
            {t('studio.status.reviewRequested', {
              date: formatStudioDate(shop.reviewRequestedAt, shop.timezone, currentLocale()),
            })}
          </Alert>
        ) : null}

        {canAskForReview && !shop.reviewRequestedAt && missing.length > 0 ? (
          <Alert severity="warning" data-testid="studio-status-missing">
            <AlertTitle>{t('studio.status.missingTitle')}</AlertTitle>
            <FieldList fields={missing} />
          </Alert>
        ) : null}

        {missingFromServer.length > 0 ? (
          <Alert severity="error" data-testid="studio-status-review-error">
            <AlertTitle>{t('studio.status.missingTitle')}</AlertTitle>
            <FieldList fields={missingFromServer} />
          </Alert>
        ) : submitFailure ? (
          <Alert severity="error" data-testid="studio-status-review-error">
            {isApiError(submitFailure) ? submitFailure.message : t('errors.unexpected')}
          </Alert>
        ) : null}
      </Stack>

      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to="/shop/profile"
          variant={canAskForReview && missing.length > 0 ? 'contained' : 'outlined'}
          startIcon={<EditIcon />}
          data-testid="studio-status-edit-profile"
        >
          {t('studio.status.editProfile')}
        </Button>
        {canAskForReview && !shop.reviewRequestedAt && missing.length === 0 ? (
          <Button
            variant="contained"
            startIcon={<SendIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
            onClick={() => submit.mutate()}
            loading={submit.isPending}
            data-testid="studio-status-submit-review"
          >
            {t('studio.status.submitForReview')}
          </Button>
        ) : null}
        {shop.status === 'active' ? (
          <Button
            component={RouterLink}
            to={`/partner/${shop.id}`}
            target="_blank"
            rel="noopener"
            variant="outlined"
            endIcon={<OpenInNewIcon />}
            data-testid="studio-status-public-page"
          >
            {t('studio.status.publicPage')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
