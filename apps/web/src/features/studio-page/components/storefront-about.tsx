import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/text-runtime.ts';

/**
 * The studio's own words about itself. They are in whatever language the studio wrote them, so
 * their direction follows the text rather than the page: a German text on the Arabic page keeps
 * its full stop on the right.
 */
export function StorefrontAbout({ description }: { description: string }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="storefront-about" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id="storefront-about" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('storefront.about')}
      </Typography>
      <Typography
        dir="auto"
        sx={{ whiteSpace: 'pre-line', textAlign: 'start' }}
        color="text.secondary"
        data-testid="storefront-description"
      >
        {description}
      </Typography>
    </Card>
  );
}
