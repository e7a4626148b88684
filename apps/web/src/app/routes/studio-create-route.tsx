import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CheckInboxPanel } from '../../features/auth/components/check-inbox-panel.tsx';
import { SignUpLayout } from '../../features/auth/components/sign-up-layout.tsx';
import { homePathForRole } from '../../features/auth/home-path.ts';
import { CreateStudioDialog } from '../../features/create-studio/components/create-studio-dialog.tsx';
import { StudioSearchForm } from '../../features/create-studio/components/studio-search-form.tsx';
import type { StudioPlace } from '../../features/create-studio/studio-place.ts';
import { useTranslation } from '../../i18n/text-runtime.ts';
import { sessionStore } from '../../lib/auth-session.ts';
import { Link as RouterLink, useNavigate } from '../../routing/build-router.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { LoginForm } from '../../shared/sign-in/components/login-form.tsx';

/**
 * /partner/create: a verified account without a studio finds its studio by name and
 * location, then completes the two-step creation modal. The studio starts pending and its creator
 * lands on the studio dashboard as its shop admin.
 */
export function StudioCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [place, setPlace] = useState<StudioPlace | null>(null);
  const user = session && !session.user.guest ? session.user : null;

  const title = (
    <Typography variant="h4" component="h1" sx={{ mb: 1 }} data-testid="page-title">
      {t('screens.studioCreate.title')}
    </Typography>
  );

  if (!user) {
    return (
      <SignUpLayout step="studio">
        {title}
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {t('createStudio.signIn')}
        </Typography>
        <LoginForm onSignedIn={() => undefined} />
        <Divider sx={{ my: 4 }} />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to="/partner/register" sx={{ fontWeight: 600 }}>
            {t('createStudio.registerFirst')}
          </Link>
        </Typography>
      </SignUpLayout>
    );
  }

  if (user.role === 'globalAdmin' || (user.role === 'shopAdmin' && user.shopId)) {
    return (
      <SignUpLayout step="studio">
        {title}
        <Alert severity="info" sx={{ my: 3 }} data-testid="create-studio-not-needed">
          {t(user.role === 'shopAdmin' ? 'createStudio.alreadyOwner' : 'createStudio.globalAdmin')}
        </Alert>
        <Button
          component={RouterLink}
          to={homePathForRole(user.role)}
          variant="contained"
          size="large"
          fullWidth
          startIcon={<SpaceDashboardIcon />}
        >
          {t(`user.home.${user.role}`)}
        </Button>
      </SignUpLayout>
    );
  }

  if (!user.emailVerified) {
    return (
      <SignUpLayout step="verify">
        {title}
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('createStudio.verifyFirst')}
        </Typography>
        <CheckInboxPanel email={user.email} />
      </SignUpLayout>
    );
  }

  return (
    <SignUpLayout step="studio">
      {title}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('createStudio.search.intro')}
      </Typography>
      <StudioSearchForm onFound={setPlace} />
      {place ? (
        <CreateStudioDialog
          open
          place={place}
          ownerEmail={user.email}
          onClose={() => setPlace(null)}
          onCreated={(_shop, me) => {
            // One render sees the new role and the new page together.
            if (me) sessionStore.updateUser(me);
            navigate('/shop', { replace: true });
          }}
        />
      ) : null}
    </SignUpLayout>
  );
}
