import DoneAllIcon from '@mui/icons-material/DoneAll';
import RemoveDoneIcon from '@mui/icons-material/RemoveDone';
import TaskAltIcon from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type ApprovalRequest,
  type ApprovalStatus,
  type ApprovalSubjectType,
  approvalStatuses,
  approvalSubjectTypes,
  type BulkDecisionResponse,
} from '@studio/domain/approvals-contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListPagination, listPageSizes } from '../../../components/list-pagination.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useApproveAllApprovals } from '../api/approve-all-approvals.ts';
import { useApproveApproval } from '../api/approve-approval.ts';
import { useApprovalList } from '../api/list-approvals.ts';
import { useRejectAllApprovals } from '../api/reject-all-approvals.ts';
import { useRejectApproval } from '../api/reject-approval.ts';
import { ApprovalCard } from '../components/approval-card.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { StudioApplicationsSection } from '../components/studio-applications-section.tsx';

type StatusFilter = ApprovalStatus | 'all';
type Dialog =
  | { kind: 'reject'; request: ApprovalRequest }
  | { kind: 'approveAll' }
  | { kind: 'rejectAll' }
  | null;

/**
 * /admin/approvals: new studios asking for review, then changes waiting for review, current next
 * to proposed; decide singly or all at once. With `subject` it is one kind's review screen (e.g. /admin/menus for menu articles).
 */
export function AdminApprovalsRoute(props: { subject?: ApprovalSubjectType; screen?: string } = {}) {
  return <AdminApprovalsScreen {...props} />;
}

function AdminApprovalsScreen({
  subject,
  screen = 'adminApprovals',
}: {
  subject?: ApprovalSubjectType;
  screen?: string;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('pending');
  const [subjectType, setSubjectType] = useState<ApprovalSubjectType | 'all'>(subject ?? 'all');
  const [dialog, setDialog] = useState<Dialog>(null);
  const filter = {
    status: status === 'all' ? null : status,
    subjectType: subjectType === 'all' ? null : subjectType,
  };
  const pages = useCursorPages(JSON.stringify(filter), listPageSizes[0] ?? 25);
  const list = useApprovalList(filter, pages.request);
  const approve = useApproveApproval();
  const reject = useRejectApproval();
  const approveAll = useApproveAllApprovals();
  const rejectAll = useRejectAllApprovals();
  const items = list.data?.items ?? [];
  const pendingCount = items.filter((request) => request.status === 'pending').length;
  const bulkScope = subjectType === 'all' ? {} : { subjectType };

  function reportBulk(key: 'approved' | 'rejected') {
    return ({ decided, failed }: BulkDecisionResponse) => {
      setDialog(null);
      notify(
        failed.length > 0
          ? t('approvals.bulk.partly', { decided: decided.length, failed: failed.length })
          : t(`approvals.bulk.${key}`, { count: decided.length }),
        failed.length > 0 ? 'warning' : 'success',
      );
    };
  }

  return (
    <>
      <PageHeader
        title={t(`screens.${screen}.title`)}
        description={t(`screens.${screen}.description`)}
        actions={
          <>
            <Button
              variant="contained"
              color="success"
              startIcon={<DoneAllIcon />}
              disabled={pendingCount === 0}
              onClick={() => setDialog({ kind: 'approveAll' })}
              data-testid="approvals-approve-all"
            >
              {t('approvals.bulk.approveAll')}
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<RemoveDoneIcon />}
              disabled={pendingCount === 0}
              onClick={() => setDialog({ kind: 'rejectAll' })}
              data-testid="approvals-reject-all"
            >
              {t('approvals.bulk.rejectAll')}
            </Button>
          </>
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { md: 'center' } }}>
        <ToggleButtonGroup
          value={status}
          exclusive
          size="small"
          onChange={(_event, value: StatusFilter | null) => value && setStatus(value)}
          aria-label={t('approvals.filterStatus')}
          data-tour="admin-approvals"
          sx={{ flexWrap: 'wrap' }}
        >
          {[...approvalStatuses, 'all' as const].map((value) => (
            <ToggleButton key={value} value={value} data-testid={`approvals-status-${value}`}>
              {t(`approvals.statusFilter.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {subject ? null : (
          <TextField
            select
            size="small"
            label={t('approvals.filterSubject')}
            value={subjectType}
            onChange={(event) => setSubjectType(event.target.value as ApprovalSubjectType | 'all')}
            sx={{ minWidth: 220 }}
          >
            <MenuItem value="all">{t('approvals.allSubjects')}</MenuItem>
            {approvalSubjectTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`approvals.subjects.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {/* New studios are decided one by one, never in a bulk decision. */}
      {subject || status !== 'pending' ? null : <StudioApplicationsSection />}
      <Box sx={{ height: 4, mb: 1 }}>
        {list.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
      </Box>
      {list.isError ? <Alert severity="error">{t('errors.unexpected')}</Alert> : null}
      {list.isSuccess && items.length === 0 ? (
        <Card sx={{ p: { xs: 4, md: 6 }, textAlign: 'center' }} data-testid="approvals-empty">
          <Avatar
            sx={{ width: 64, height: 64, mx: 'auto', mb: 2, bgcolor: 'action.hover', color: 'success.main' }}
          >
            <TaskAltIcon fontSize="large" />
          </Avatar>
          <Typography variant="h6" component="h2">
            {t(status === 'pending' ? 'approvals.emptyPendingTitle' : 'approvals.emptyTitle')}
          </Typography>
          <Typography color="text.secondary">{t('approvals.emptyText')}</Typography>
        </Card>
      ) : (
        <Stack sx={{ gap: 2 }} data-testid="approvals-list">
          {items.map((request) => (
            <ApprovalCard
              key={request.id}
              request={request}
              busy={approve.isPending && approve.variables === request.id}
              onApprove={() =>
                approve.mutate(request.id, {
                  onSuccess: () => notify(t('approvals.approved', { name: request.shopName }), 'success'),
                })
              }
              onReject={() => setDialog({ kind: 'reject', request })}
            />
          ))}
        </Stack>
      )}
      {list.isSuccess && (items.length > 0 || pages.page > 0) ? (
        <ListPagination
          pages={pages}
          nextCursor={list.isPlaceholderData ? null : (list.data.nextCursor ?? null)}
          rowsOnPage={items.length}
          total={list.data.total}
          estimated={list.data.totalIsEstimate}
        />
      ) : null}

      <ReasonDialog
        key={dialog?.kind === 'reject' ? dialog.request.id : 'reject'}
        open={dialog?.kind === 'reject'}
        title={t('approvals.rejectTitle')}
        text={dialog?.kind === 'reject' ? t('approvals.rejectText', { name: dialog.request.shopName }) : ''}
        confirmLabel={t('approvals.reject')}
        loading={reject.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(reason) => {
          if (dialog?.kind !== 'reject') return;
          const { request } = dialog;
          reject.mutate(
            { id: request.id, reason },
            {
              onSuccess: () => {
                setDialog(null);
                notify(t('approvals.rejected', { name: request.shopName }), 'success');
              },
            },
          );
        }}
      />
      <ReasonDialog
        key="reject-all"
        open={dialog?.kind === 'rejectAll'}
        title={t('approvals.bulk.rejectAllTitle')}
        text={t('approvals.bulk.rejectAllText')}
        confirmLabel={t('approvals.bulk.rejectAll')}
        loading={rejectAll.isPending}
        onClose={() => setDialog(null)}
        onConfirm={(reason) =>
          rejectAll.mutate({ ...bulkScope, reason }, { onSuccess: reportBulk('rejected') })
        }
      />
      <ConfirmDialog
        open={dialog?.kind === 'approveAll'}
        title={t('approvals.bulk.approveAllTitle')}
        text={t('approvals.bulk.approveAllText')}
        confirmLabel={t('approvals.bulk.approveAll')}
        loading={approveAll.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() => approveAll.mutate(bulkScope, { onSuccess: reportBulk('approved') })}
        testId="approvals-approve-all-confirm"
      />
    </>
  );
}
