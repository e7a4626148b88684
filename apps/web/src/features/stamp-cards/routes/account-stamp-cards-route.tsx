import Box from '@mui/material/Box';
import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Navigate, useLocation } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { HeldStampCardsList } from '../components/held-stamp-cards-list.tsx';

/** /account/stampcards: every stamp card the customer holds. */
export function AccountStampCardsRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader
        title={t('screens.accountStampcards.title')}
        description={t('screens.accountStampcards.description')}
      />
      <HeldStampCardsList />
    </Box>
  );
}
