import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ListPagination, listPageSizes } from '../../../components/list-pagination.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { SetupEmptyState } from '../../../components/setup-empty-state.tsx';
import { SetupListSkeleton } from '../../../components/setup-list-skeleton.tsx';
import { SetupListState } from '../../../components/setup-list-state.tsx';
import { formatStudioDate } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchParams } from '../../../routing/build-router.ts';
import { CurrentShopGate } from '../../../shared/current-shop/current-shop-gate.tsx';
import { useStudioZone } from '../../../shared/shops/use-studio-zone.ts';
import { useDownloadClientsCsv } from '../api/download-clients-csv.ts';
import { useClients } from '../api/list-clients.ts';
import { ClientCardDialog } from '../components/client-card-dialog.tsx';

/** /clients: every person the studio has met, searched as you type; a client's card opens on top. */
export function ClientsRoute() {
  return <CurrentShopGate>{(shopId) => <ClientsScreen shopId={shopId} />}</CurrentShopGate>;
}

function ClientsScreen({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const zone = useStudioZone(shopId);
  const [search, setSearch] = useState('');
  const download = useDownloadClientsCsv(shopId);
  // A booking's "client card" link comes here with the client's id: their card opens at once.
  const [params, setParams] = useSearchParams();
  const [open, setOpenState] = useState<string | null>(() => params.get('client'));
  const setOpen = (clientId: string | null) => {
    setOpenState(clientId);
    if (clientId === null && params.has('client')) {
      const rest = new URLSearchParams(params);
      rest.delete('client');
      setParams(rest, { replace: true });
    }
  };
  const q = useDebouncedValue(search.trim(), 200);
  const pages = useCursorPages(q, listPageSizes[0] ?? 25);
  const clients = useClients(shopId, q, pages.request);
  const items = clients.data?.items ?? [];

  return (
    <>
      <PageHeader
        title={t('screens.clients.title')}
        description={t('clients.intro')}
        actions={
          <Button
            variant="outlined"
            disabled={download.isPending}
            onClick={() => download.mutate(q)}
            data-testid="clients-export"
          >
            {t('clients.export')}
          </Button>
        }
      />
      <Stack sx={{ gap: 2 }}>
        <SearchField
          value={search}
          onChange={setSearch}
          label={t('clients.search')}
          testId="clients-search"
        />
        <SetupListState
          status={clients.status}
          empty={items.length === 0}
          loadFailedMessage={t('clients.loadFailed')}
          onRetry={() => void clients.refetch()}
          skeleton={<SetupListSkeleton rows={5} height={56} />}
          emptyState={
            <SetupEmptyState
              icon={PeopleIcon}
              title={q ? t('clients.noMatch') : t('clients.empty.title')}
              text={q ? t('clients.noMatchText') : t('clients.empty.text')}
              testId="clients-empty"
            />
          }
        >
          <Box>
            <List aria-label={t('screens.clients.title')} data-testid="clients-list">
              {items.map((client) => (
                <ListItemButton key={client.id} onClick={() => setOpen(client.id)} divider>
                  <ListItemText
                    primary={client.name || t('clients.unnamed')}
                    secondary={[
                      client.phone,
                      client.email,
                      t('clients.visits', { count: client.visits }),
                      client.noShows > 0 ? t('clients.noShows', { count: client.noShows }) : null,
                      client.lastVisitAt
                        ? t('clients.lastVisit', {
                            date: formatStudioDate(client.lastVisitAt, zone, currentLocale()),
                          })
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </ListItemButton>
              ))}
            </List>
            <ListPagination
              pages={pages}
              nextCursor={clients.isPlaceholderData ? null : (clients.data?.nextCursor ?? null)}
              rowsOnPage={items.length}
              total={clients.data?.total ?? null}
            />
          </Box>
        </SetupListState>
      </Stack>
      {open ? <ClientCardDialog shopId={shopId} clientId={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
