import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCartOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AllergenCode } from '@studio/domain/menu-labels';
import { useState } from 'react';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { LazyTexts } from '../../../i18n/lazy-texts.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { cartCount, cartStore, cartSubtotal, useCart } from '../../../shared/cart/cart-store.ts';
import { usePublicMenu } from '../api/get-public-menu.ts';
import { useAdditives } from '../api/list-additives.ts';
import { useAllergens } from '../api/list-allergens.ts';

/**
 * The customers' menu tab: articles by category with their allergen letters and additive numbers,
 * the legend, and filters that hide what contains an allergen ("without gluten").
 */
function PartnerMenuTabContent({
  shopId,
  currency,
  onOpenCart,
}: {
  shopId: string;
  currency: string;
  onOpenCart: () => void;
}) {
  const { t } = useTranslation();
  const menu = usePublicMenu(shopId);
  const allergens = useAllergens();
  const additives = useAdditives();
  const cart = useCart(shopId);
  const [without, setWithout] = useState<AllergenCode[]>([]);
  const locale = currentLocale();

  if (menu.isPending) return <Skeleton variant="rounded" height={240} />;
  if (menu.isError) return <Alert severity="error">{t('menu.loadFailed')}</Alert>;
  const categories = menu.data.categories
    .map((category) => ({
      ...category,
      articles: category.articles.filter(
        (article) => !article.allergens.some((code) => without.includes(code)),
      ),
    }))
    .filter((category) => category.articles.length > 0);
  const count = cartCount(cart);

  return (
    <Stack sx={{ gap: 3 }} data-testid="partner-menu">
      {menu.data.categories.length === 0 ? (
        <Typography color="text.secondary">{t('menu.customer.empty')}</Typography>
      ) : (
        <>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              {t('menu.customer.filter')}
            </Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {(allergens.data ?? []).map((allergen) => {
                const active = without.includes(allergen.code);
                return (
                  <Chip
                    key={allergen.code}
                    label={t('menu.customer.without', { name: allergen.name })}
                    color={active ? 'primary' : 'default'}
                    variant={active ? 'filled' : 'outlined'}
                    aria-pressed={active}
                    onClick={() =>
                      setWithout((current) =>
                        active
                          ? current.filter((code) => code !== allergen.code)
                          : [...current, allergen.code],
                      )
                    }
                    data-testid={`menu-filter-${allergen.code}`}
                  />
                );
              })}
            </Stack>
          </Box>
          {categories.map((category) => (
            <Box key={category.id} component="section">
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {category.name}
              </Typography>
              {category.articles.map((article) => (
                <Stack
                  key={article.id}
                  direction="row"
                  sx={{ gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: 'center' }}
                  data-testid="menu-article"
                >
                  {article.imageUrl ? (
                    <Box
                      component="img"
                      src={article.imageUrl}
                      alt=""
                      loading="lazy"
                      sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1.5, flexShrink: 0 }}
                      data-testid="menu-article-image"
                    />
                  ) : null}
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {article.name}
                      {article.allergens.length + article.additives.length > 0 ? (
                        <Typography component="sup" variant="caption" color="text.secondary" sx={{ ms: 0.5 }}>
                          {' '}
                          {[...article.allergens, ...article.additives.map(String)].join(',')}
                        </Typography>
                      ) : null}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {article.description}
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {formatMoney(article.priceCents, locale, currency)}
                  </Typography>
                  <Button
                    variant="outlined"
                    size="small"
                    startIcon={<AddShoppingCartIcon />}
                    onClick={() =>
                      cartStore.add(shopId, {
                        articleId: article.id,
                        name: article.name,
                        unitPriceCents: article.priceCents,
                      })
                    }
                    aria-label={t('menu.customer.addNamed', { name: article.name })}
                    data-testid="menu-article-add-to-cart"
                  >
                    {t('menu.customer.add')}
                  </Button>
                </Stack>
              ))}
            </Box>
          ))}
          <Box component="section" aria-label={t('menu.customer.legend')}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {t('menu.customer.legend')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {(allergens.data ?? []).map((entry) => `${entry.code} ${entry.name}`).join(' · ')}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
              {(additives.data ?? []).map((entry) => `${entry.code} ${entry.name}`).join(' · ')}
            </Typography>
          </Box>
        </>
      )}
      {count > 0 ? (
        <Box sx={{ position: 'sticky', bottom: 16, display: 'flex', justifyContent: 'center' }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<ShoppingCartIcon />}
            onClick={onOpenCart}
            data-testid="menu-open-cart"
            sx={{ boxShadow: 6 }}
          >
            {t('menu.customer.openCart', { count, total: formatMoney(cartSubtotal(cart), locale, currency) })}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

export function StudioMenuTab(props: { shopId: string; currency: string; onOpenCart: () => void }) {
  return (
    <LazyTexts features={['menu']}>
      <PartnerMenuTabContent {...props} />
    </LazyTexts>
  );
}
