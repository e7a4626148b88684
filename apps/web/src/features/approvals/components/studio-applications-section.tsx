import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useApproveStudioApplication } from '../api/approve-studio-application.ts';
import { useStudioApplications } from '../api/list-studio-applications.ts';
import { StudioApplicationCard } from './studio-application-card.tsx';

/** New studios waiting for review, above the content changes; nothing when there are none. */
export function StudioApplicationsSection() {
  const { t } = useTranslation();
  const applications = useStudioApplications();
  const approve = useApproveStudioApplication();
  const shops = applications.data ?? [];
  if (shops.length === 0) return null;
  return (
    <Stack component="section" sx={{ gap: 2, mb: 3 }} data-testid="studio-applications">
      <Typography variant="h6" component="h2">
        {t('approvals.applications.title')}
      </Typography>
      {shops.map((shop) => (
        <StudioApplicationCard
          key={shop.id}
          shop={shop}
          busy={approve.isPending && approve.variables === shop.id}
          onApprove={() =>
            approve.mutate(shop.id, {
              onSuccess: () => notify(t('approvals.applications.approved', { name: shop.name }), 'success'),
            })
          }
        />
      ))}
    </Stack>
  );
}
