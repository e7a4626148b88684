import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApprovalRequest, ApprovalStatus, ApprovalSubjectType } from '@studio/domain/approvals-contract';
import { useId } from 'react';
import { type Tone, ToneChip } from '../../../components/tone-chip.tsx';
import { formatViewerDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useMenuCategoryNames } from '../api/list-menu-category-names.ts';
import { ApprovalValue, type ApprovalValueContext } from './approval-value.tsx';
import { DealApprovalPreview } from './deal-approval-preview.tsx';
import { GiftApprovalPreview } from './gift-approval-preview.tsx';
import { PartnerCardApprovalPreview } from './partner-card-approval-preview.tsx';
import { StampCardApprovalPreview } from './stamp-card-approval-preview.tsx';

const statusTones: Record<ApprovalStatus, Tone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** One request: whose, what kind, and each changed field's current next to its proposed value. */
export function ApprovalCard({
  request,
  busy,
  onApprove,
  onReject,
}: {
  request: ApprovalRequest;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fields = Object.keys(request.proposed);
  const categoryNames = useMenuCategoryNames(request.subjectType === 'menu' ? request.shopId : null);
  const valueContext: ApprovalValueContext = {
    subjectType: request.subjectType,
    currency: request.shopCurrencyCode,
    names: categoryNames.data,
  };

  /** Each kind's own labels; the studio's field names only for the studio profile. */
  function fieldLabel(subjectType: ApprovalSubjectType, field: string): string {
    const keys = [`approvalFields.${subjectType}.${field}`, `${subjectType}ApprovalFields.${field}`];
    if (subjectType === 'shop') keys.push(`studio.fields.${field}`);
    return t(keys, { defaultValue: t('approvals.otherField') });
  }
  const by = request.submittedBy
    ? request.submittedBy.name || request.submittedBy.email
    : t('approvals.unknownPerson');

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2.5, md: 3 } }}
      data-testid="approval-card"
      data-approval-id={request.id}
      data-shop-id={request.shopId}
      data-status={request.status}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ wordBreak: 'break-word' }}>
            {request.shopName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('approvals.submittedBy', {
              name: by,
              date: formatViewerDateTime(request.submittedAt, currentLocale()),
            })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <ToneChip tone="info" label={t(`approvals.subjects.${request.subjectType}`)} />
          <ToneChip tone={statusTones[request.status]} label={t(`approvals.status.${request.status}`)} />
        </Stack>
      </Stack>

      {request.subjectType === 'partner_card' ? (
        // A list of card ids means nothing to a reviewer: the preview names the cards instead.
        <PartnerCardApprovalPreview request={request} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, 0.7fr) 1fr 1fr' },
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            overflow: 'hidden',
          }}
          role="table"
          aria-label={t('approvals.changesOf', { name: request.shopName })}
        >
          <Box role="row" sx={{ display: { xs: 'none', sm: 'contents' } }}>
            {(['field', 'current', 'proposed'] as const).map((column) => (
              <Box
                key={column}
                role="columnheader"
                sx={{ px: 2, py: 1, bgcolor: 'action.hover', typography: 'subtitle2' }}
              >
                {t(`approvals.columns.${column}`)}
              </Box>
            ))}
          </Box>
          {fields.map((field) => (
            <Box role="row" key={field} sx={{ display: 'contents' }} data-testid={`approval-field-${field}`}>
              <Box
                role="rowheader"
                sx={{
                  px: 2,
                  pt: 1.5,
                  pb: { xs: 0.5, sm: 1.5 },
                  borderTop: 1,
                  borderColor: 'divider',
                  typography: 'subtitle2',
                }}
              >
                {fieldLabel(request.subjectType, field)}
              </Box>
              <Box
                role="cell"
                sx={(theme) => ({
                  px: 2,
                  py: { xs: 0.5, sm: 1.5 },
                  color: 'text.secondary',
                  [theme.breakpoints.up('sm')]: { borderTop: `1px solid ${theme.palette.divider}` },
                })}
              >
                <Typography variant="caption" sx={{ display: { sm: 'none' } }} component="span">
                  {t('common.labelColon', { label: t('approvals.columns.current') })}{' '}
                </Typography>
                <ApprovalValue field={field} value={request.current?.[field]} context={valueContext} />
              </Box>
              <Box
                role="cell"
                sx={(theme) => ({
                  px: 2,
                  pt: { xs: 0.5, sm: 1.5 },
                  pb: 1.5,
                  fontWeight: 600,
                  [theme.breakpoints.up('sm')]: { borderTop: `1px solid ${theme.palette.divider}` },
                })}
              >
                <Typography variant="caption" sx={{ display: { sm: 'none' } }} component="span">
                  {t('common.labelColon', { label: t('approvals.columns.proposed') })}{' '}
                </Typography>
                <ApprovalValue field={field} value={request.proposed[field]} context={valueContext} />
              </Box>
            </Box>
          ))}
        </Box>
      )}

      {request.subjectType === 'stamp_card' ? <StampCardApprovalPreview request={request} /> : null}
      {request.subjectType === 'gift' ? <GiftApprovalPreview request={request} /> : null}
      {request.subjectType === 'deal' ? <DealApprovalPreview request={request} /> : null}

      {request.status === 'rejected' && request.reason ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {t('approvals.rejectedBecause', { reason: request.reason })}
        </Alert>
      ) : null}
      {request.status !== 'pending' && request.decidedAt ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {t('approvals.decidedBy', {
            name: request.decidedBy
              ? request.decidedBy.name || request.decidedBy.email
              : t('approvals.unknownPerson'),
            date: formatViewerDateTime(request.decidedAt, currentLocale()),
          })}
        </Typography>
      ) : null}

      {request.status === 'pending' ? (
        <Stack direction="row" sx={{ gap: 1.5, mt: 2.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            onClick={onApprove}
            disabled={busy}
            data-testid="approval-approve"
          >
            {t('approvals.approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            startIcon={<CloseIcon />}
            onClick={onReject}
            disabled={busy}
            data-testid="approval-reject"
          >
            {t('approvals.reject')}
          </Button>
        </Stack>
      ) : null}
    </Card>
  );
}
