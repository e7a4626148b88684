import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';

/** A customer's page of a shop that does not exist (or could not load): say so, offer retry or home. */
export function ShopProblem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', maxWidth: 640, mx: 'auto' }}
      data-testid="partner-not-found"
    >
      <Avatar
        sx={{ width: 80, height: 80, mx: 'auto', mb: 3, bgcolor: 'action.hover', color: 'text.secondary' }}
      >
        <StorefrontIcon sx={{ fontSize: 40 }} />
      </Avatar>
      <Typography variant="h4" component="h1" sx={{ mb: 1.5 }} data-testid="page-title">
        {t(notFound ? 'partner.notFound.title' : 'partner.loadFailed.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t(notFound ? 'partner.notFound.text' : 'partner.loadFailed.text')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, justifyContent: 'center' }}>
        {notFound ? null : (
          <Button variant="contained" onClick={onRetry}>
            {t('partner.loadFailed.retry')}
          </Button>
        )}
        <Button component={RouterLink} to="/" variant={notFound ? 'contained' : 'outlined'}>
          {t('setup.backToHome')}
        </Button>
      </Stack>
    </Card>
  );
}
