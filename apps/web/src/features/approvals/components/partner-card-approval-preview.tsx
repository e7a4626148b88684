import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApprovalRequest } from '@studio/domain/approvals-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { usePartnerCardTitles } from '../api/list-partner-card-titles.ts';

const idsOf = (values: Record<string, unknown> | null): string[] => {
  const ids = values?.partnerCardIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
};

/** A studio's choice of accepted partner cards: accepted now, and after approval with what changes. */
export function PartnerCardApprovalPreview({ request }: { request: ApprovalRequest }) {
  const { t } = useTranslation();
  const titles = usePartnerCardTitles();
  const before = idsOf(request.current);
  const after = idsOf(request.proposed);
  const name = (id: string) => titles.data?.get(id) ?? t('approvalPartnerCards.unknown');
  const column = (label: string, ids: string[], other: string[], tone: 'success' | 'error') => (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      {ids.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('approvalPartnerCards.none')}
        </Typography>
      ) : (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {ids.map((id) => (
            <Chip
              key={id}
              label={name(id)}
              color={other.includes(id) ? 'default' : tone}
              variant={other.includes(id) ? 'outlined' : 'filled'}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}
      data-testid="partner-card-approval-preview"
    >
      {column(t('approvalPartnerCards.before'), before, after, 'error')}
      {column(t('approvalPartnerCards.after'), after, before, 'success')}
    </Box>
  );
}
