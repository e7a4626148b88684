import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Navigate, useLocation } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { AccountSecurityPanel } from '../components/account-security-panel.tsx';

/** Change email and password, for every signed-in role (each area has its own path). */
export function AccountSecurityRoute({ screenKey }: { screenKey: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <>
      <PageHeader title={t(`${screenKey}.title`)} description={t(`${screenKey}.description`)} />
      <AccountSecurityPanel user={session.user} />
    </>
  );
}
