import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatMoney } from '../../../i18n/format-money.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { usePublicMenu } from '../api/get-public-menu.ts';
import { type LiveStudio, useLiveStudios } from '../api/list-live-studios.ts';

/** One studio's menu exactly as its customers see it now: categories, articles, prices, allergens. */
function LiveMenu({ studio }: { studio: LiveStudio }) {
  const { t } = useTranslation();
  const menu = usePublicMenu(studio.id);
  const locale = currentLocale();
  if (menu.isPending) return <Skeleton variant="rounded" height={160} />;
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
                  <bdi>{formatMoney(article.priceCents, locale, studio.currencyCode)}</bdi>
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
  const studios = useLiveStudios();
  const [studio, setStudio] = useState<LiveStudio | null>(null);
  return (
    <SectionCard title={t('menu.live.title')} description={t('menu.live.text')} testId="live-menus">
      <Autocomplete<LiveStudio>
        options={studios.data ?? []}
        loading={studios.isFetching}
        value={studio}
        onChange={(_event, chosen) => setStudio(chosen)}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('menu.live.studio')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'live-menus-studio' },
            }}
          />
        )}
        sx={{ mb: 2, maxWidth: 480 }}
      />
      {studio ? <LiveMenu studio={studio} /> : null}
    </SectionCard>
  );
}
