import RefreshIcon from '@mui/icons-material/Refresh';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/text-runtime.ts';
import { useLogout } from '../session/use-logout.ts';

/** A missing or unknown shop says so and asks to reload or sign in again. */
export function ShopLoadProblem({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Card
      sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
      data-testid="shop-missing"
    >
      <Avatar
        sx={{ width: 72, height: 72, mx: 'auto', mb: 3, bgcolor: 'action.hover', color: 'text.secondary' }}
      >
        <StorefrontIcon sx={{ fontSize: 36 }} />
      </Avatar>
      <Typography variant="h5" component="h1" sx={{ mb: 1.5 }} data-testid="page-title">
        {t('partner.notFound.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('studio.missingShop')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'center' }}>
        <Button variant="contained" startIcon={<RefreshIcon />} onClick={onRetry}>
          {t('partner.loadFailed.retry')}
        </Button>
        <Button variant="outlined" onClick={logout}>
          {t('studio.signInAgain')}
        </Button>
      </Stack>
    </Card>
  );
}
