import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudioPageSections } from '@studio/domain/studio-page-sections';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';
import { visibleShopLinks } from '../shop-links.ts';

/** The studio's loyalty and café pages (deals, stamps, gifts, bonus card, vouchers, menu) with content. */
export function StorefrontMoreLinks({ sections }: { sections: StudioPageSections }) {
  const { t } = useTranslation();
  // Booking is the hero's one book action, not repeated here.
  const links = visibleShopLinks(sections).filter((link) => link.key !== 'book');
  if (links.length === 0) return null;
  return (
    <Card
      component="section"
      aria-labelledby="storefront-more"
      sx={{ p: { xs: 2.5, sm: 4 } }}
      data-testid="storefront-more"
    >
      <Typography id="storefront-more" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('partner.links.title')}
      </Typography>
      <Stack sx={{ gap: 1 }}>
        {links.map(({ key, to, icon: Icon }) => (
          <Card key={key} variant="outlined">
            <CardActionArea
              component={RouterLink}
              to={to}
              sx={{ p: 2 }}
              data-testid={`storefront-link-${key}`}
            >
              <Stack direction="row" sx={{ gap: 2, alignItems: 'center' }}>
                <Icon color="primary" aria-hidden />
                <Box sx={{ flexGrow: 1 }}>
                  <Typography sx={{ fontWeight: 600 }}>{t(`partner.links.${key}`)}</Typography>
                </Box>
                <ChevronRightIcon aria-hidden sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />
              </Stack>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
