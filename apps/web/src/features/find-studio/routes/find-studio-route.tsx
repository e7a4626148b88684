import MapIcon from '@mui/icons-material/MapOutlined';
import ListIcon from '@mui/icons-material/ViewListOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  type FindQuery,
  findQueryString,
  firstStudioSearchOf,
  readFindQuery,
  searchDayOf,
  studioSearchParams,
} from '@studio/domain/find-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { type LoaderFunctionArgs, useSearchParams } from '../../../routing/build-router.ts';
import { studioSearchQueryOptions, useStudioSearch } from '../api/search-studios.ts';
import { FindStudioForm } from '../components/find-studio-form.tsx';
import { StudioResultList } from '../components/studio-result-list.tsx';
import { searcherZone } from '../searcher-zone.ts';

const StudioResultsMap = lazy(() => import('../components/studio-results-map.tsx'));

/**
 * Starts the results' request with the page (the server renders the page with its answer). Not
 * awaited: the page shows its own loading state.
 */
export function loadFindResults({ request }: LoaderFunctionArgs) {
  const search = firstStudioSearchOf(new URL(request.url).searchParams, searcherZone(), Date.now());
  if (search) void queryClient.prefetchQuery(studioSearchQueryOptions(search));
  return null;
}

/** /find: the consumer platform's search, phone first; the whole search lives in the URL. */
export function FindStudioRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readFindQuery(params), [params]);
  const [view, setView] = useState<'list' | 'map'>('list');
  const place = query.place;
  const search = place
    ? studioSearchParams(query, place, searchDayOf(query.when, searcherZone(), Date.now()))
    : null;
  const results = useStudioSearch(search);
  const items = results.data?.items ?? [];

  // Applied to the address as it is when the change lands, not as this render saw it: a date
  // picked right after sending the treatment text must not drop the text.
  function change(patch: Partial<FindQuery>) {
    setParams((current) => new URLSearchParams(findQueryString({ ...readFindQuery(current), ...patch })), {
      replace: true,
    });
  }

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography
        variant="h4"
        component="h1"
        data-testid="page-title"
        sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}
      >
        {t('findStudio.title')}
      </Typography>
      <FindStudioForm key={query.text} query={query} onChange={change} />
      <Box component="section" aria-live="polite" sx={{ mt: 3 }} data-testid="find-results">
        {!place ? (
          <Alert severity="info" data-testid="find-need-place">
            {t('findStudio.needPlace')}
          </Alert>
        ) : results.isError ? (
          <Alert severity="error" data-testid="find-error">
            {t('findStudio.failed')}
          </Alert>
        ) : results.isPending ? (
          <Stack sx={{ gap: 2 }}>
            <Skeleton variant="rounded" height={140} />
            <Skeleton variant="rounded" height={140} />
          </Stack>
        ) : (
          <>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 2, gap: 1 }}>
              <Typography sx={{ flexGrow: 1 }} data-testid="find-total">
                {t('findStudio.total', { count: results.data.total })}
              </Typography>
              <ToggleButtonGroup
                exclusive
                size="small"
                value={view}
                onChange={(_event, next: 'list' | 'map' | null) => next && setView(next)}
              >
                <ToggleButton
                  value="list"
                  aria-label={t('findStudio.view.list')}
                  data-testid="find-view-list"
                >
                  <ListIcon />
                </ToggleButton>
                <ToggleButton value="map" aria-label={t('findStudio.view.map')} data-testid="find-view-map">
                  <MapIcon />
                </ToggleButton>
              </ToggleButtonGroup>
            </Stack>
            {view === 'map' ? (
              <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
                <StudioResultsMap place={place} items={items} label={t('findStudio.view.map')} />
              </Suspense>
            ) : (
              <StudioResultList items={items} anyDay={query.when === 'any'} />
            )}
          </>
        )}
      </Box>
    </Box>
  );
}
