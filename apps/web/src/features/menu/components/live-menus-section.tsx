import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useShop } from '../../../shared/shops/api/get-shop.ts';
import { StudioSearchField } from '../../../shared/shops/components/studio-search-field.tsx';
import { usePublicMenu } from '../api/get-public-menu.ts';

/** One studio's menu exactly as its customers see it now: categories, articles, prices, allergens. */
function LiveMenu({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const studio = useShop(shopId);
  const menu = usePublicMenu(shopId);
  const locale = currentLocale();
  if (menu.isPending || studio.isPending) return <Skeleton variant="rounded" height={160} />;
  if (studio.isError) return <Alert severity="error">{t('menu.loadFailed')}</Alert>;
  if (menu.isError) return <Alert severity="error">{t('menu.loadFailed')}</Alert>;
  const categories = menu.data.categories.filter((category) => category.articles.length > 0);
  if (categories.length === 0) {
    return (
      <Alert severity="info" data-testid="live-menu-empty">
        {t('menu.live.empty')}
      </Alert>
    );
  }
  return (
    <Stack sx={{ gap: 2 }} data-testid="live-menu">
      {categories.map((category) => (
        <Box key={category.id}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {category.name}
          </Typography>
          <Stack component="ul" sx={{ p: 0, m: 0, gap: 1 }}>
            {category.articles.map((article) => (
              <Box
                component="li"
                key={article.id}
                data-testid="live-menu-article"
                sx={{ listStyle: 'none', display: 'flex', gap: 2, alignItems: 'baseline' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component="span" sx={{ fontWeight: 500 }}>
                    {article.name}
                  </Typography>
                  {article.available ? null : <Chip size="small" label={t('menu.soldOut')} sx={{ ms: 1 }} />}
                  {article.description ? (
                    <Typography variant="body2" color="text.secondary">
                      {article.description}
                    </Typography>
                  ) : null}
                  {article.allergens.length > 0 ? (
                    <Typography variant="caption" color="text.secondary">
                      {t('menu.live.allergens', { codes: article.allergens.join(', ') })}
                    </Typography>
                  ) : null}
                </Box>
                <Typography component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <bdi>{formatMoney(article.priceCents, locale, studio.data.currencyCode)}</bdi>
                </Typography>
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/** The global admin reads any live studio's menu as its customers see it, beside the approvals. */
export function LiveMenusSection() {
  const { t } = useTranslation();
  const [shopId, setShopId] = useState<string | null>(null);
  return (
    <SectionCard title={t('menu.live.title')} description={t('menu.live.text')} testId="live-menus">
      <StudioSearchField
        shopId={shopId}
        onChange={(studio) => setShopId(studio?.id ?? null)}
        label={t('menu.live.studio')}
        status="active"
        testId="live-menus-studio"
        size="medium"
        sx={{ mb: 2, maxWidth: 480 }}
      />
      {shopId ? <LiveMenu shopId={shopId} /> : null}
    </SectionCard>
  );
}
