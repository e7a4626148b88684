import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModuleFlags } from '@studio/domain/shop';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { IconComponent } from '../../../components/icon-type.ts';

interface ModuleLink {
  key: string;
  to: string;
  icon: IconComponent;
  /** Shown only while the studio has the module switched on. */
  flag: keyof ModuleFlags;
}

// Only modules customers can use today: the menu and vouchers join once their pages are built.
const moduleLinks: readonly ModuleLink[] = [
  { key: 'loyalty', to: '/account/stampcards', icon: LoyaltyIcon, flag: 'stampsEnabled' },
];

/** The studio's loyalty (and later menu) pages, for the modules it has switched on. */
export function StorefrontMoreLinks({ flags }: { flags: ModuleFlags }) {
  const { t } = useTranslation();
  const links = moduleLinks.filter((link) => flags[link.flag]);
  if (links.length === 0) return null;
  return (
    <Card
      component="section"
      aria-labelledby="storefront-more"
      sx={{ p: { xs: 2.5, sm: 4 } }}
      data-testid="storefront-more"
    >
      <Typography id="storefront-more" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('storefront.more')}
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
                  <Typography sx={{ fontWeight: 600 }}>{t(`storefront.${key}`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`storefront.${key}Text`)}
                  </Typography>
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
