import { PageHeader } from '../../../components/page-header.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Navigate } from '../../../routing/build-router.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { ProfileCard } from '../components/profile-card.tsx';

/** The signed-in person's own details, inside the admin portals (/admin/profile, /shop/account). */
export function ProfileRoute({ screenKey }: { screenKey: string }) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return (
    <>
      <PageHeader title={t(`${screenKey}.title`)} description={t(`${screenKey}.description`)} />
      <ProfileCard user={session.user} />
    </>
  );
}
