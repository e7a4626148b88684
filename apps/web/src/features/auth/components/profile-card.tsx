import MailIcon from '@mui/icons-material/MailOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SessionUser } from '@studio/domain/auth-contract';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { accountPathsForRole } from '../home-path.ts';
import { initialsOf } from '../user-initials.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';

/** Who is signed in: name, address and whether it is confirmed, role, and where to change things. */
export function ProfileCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const paths = accountPathsForRole(user.role);
  return (
    <Card sx={{ p: { xs: 3, md: 4 } }} data-testid="profile-card">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, alignItems: { sm: 'center' } }}>
        <Avatar
          sx={{ width: 72, height: 72, fontSize: 28, bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          {user.guest ? <PersonOutlineIcon fontSize="large" /> : initialsOf(user.name, user.email)}
        </Avatar>
        <Box sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography variant="h5" component="h2" sx={{ wordBreak: 'break-word' }} data-testid="profile-name">
            {user.guest ? t('profile.guestName') : user.name || user.email}
          </Typography>
          {user.guest ? null : (
            <Stack direction="row" sx={{ gap: 1, alignItems: 'center', mt: 0.5, color: 'text.secondary' }}>
              <MailIcon fontSize="small" aria-hidden />
              <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }} data-testid="profile-email">
                {user.email}
              </Typography>
            </Stack>
          )}
          <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
            <Chip size="small" color="primary" variant="outlined" label={t(`user.roles.${user.role}`)} />
            {user.guest ? (
              <Chip size="small" label={t('profile.guest')} data-testid="profile-guest" />
            ) : (
              <Chip
                size="small"
                color={user.emailVerified ? 'success' : 'warning'}
                variant={user.emailVerified ? 'outlined' : 'filled'}
                label={user.emailVerified ? t('profile.verified') : t('profile.unverified')}
                data-testid="profile-verification"
              />
            )}
          </Stack>
        </Box>
      </Stack>
      {!user.guest && !user.emailVerified ? (
        <Alert severity="warning" sx={{ mt: 3 }} data-testid="profile-unverified">
          <Typography variant="body2" sx={{ mb: 1.5 }}>
            {t('profile.unverifiedText')}
          </Typography>
          <ResendVerificationButton email={user.email} fullWidth={false} />
        </Alert>
      ) : null}
      {user.guest ? (
        <Alert severity="info" sx={{ mt: 3 }}>
          {t('profile.guestText')}
        </Alert>
      ) : (
        <>
          <Divider sx={{ my: 3 }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
            <Button
              component={RouterLink}
              to={paths.security}
              variant="outlined"
              startIcon={<SecurityIcon />}
              data-testid="profile-security-link"
            >
              {t('profile.security')}
            </Button>
            {user.role === 'shopAdmin' && user.shopId ? (
              <Button
                component={RouterLink}
                to="/shop/profile"
                variant="outlined"
                startIcon={<StorefrontIcon />}
              >
                {t('profile.studioProfile')}
              </Button>
            ) : null}
          </Stack>
        </>
      )}
    </Card>
  );
}
