import PersonAddIcon from '@mui/icons-material/PersonAddAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ManagedUser } from '@studio/domain/users-contract';
import { useState } from 'react';
import { ListPagination, listPageSizes } from '../../../components/list-pagination.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { notify } from '../../../lib/snackbar.ts';
import { useCursorPages } from '../../../lib/use-cursor-pages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSession } from '../../../shared/session/use-session.ts';
import { useUserList } from '../../../shared/users/api/list-users.ts';
import { CreateUserDialog } from '../components/create-user-dialog.tsx';
import { UserActionDialog } from '../components/user-action-dialog.tsx';
import type { UserAction } from '../components/user-actions.tsx';
import { UsersList } from '../components/users-list.tsx';

/** /users: every account with its last login and status; create, disable, enable, reset, delete. */
export function AdminUsersRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<{ action: UserAction; user: ManagedUser } | null>(null);
  const debouncedSearch = useDebouncedValue(search);
  const pages = useCursorPages(debouncedSearch.trim(), listPageSizes[0] ?? 25);
  const users = useUserList({ search: debouncedSearch, ...pages.request });
  const items = users.data?.items ?? [];

  return (
    <>
      <PageHeader
        title={t('screens.adminUsers.title')}
        description={t('screens.adminUsers.description')}
        actions={
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setCreating(true)}
            data-testid="users-create"
          >
            {t('users.create.open')}
          </Button>
        }
      />
      <Card sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ maxWidth: 420, mb: 2 }}>
          <SearchField value={search} onChange={setSearch} label={t('users.search')} testId="users-search" />
        </Box>
        <Box sx={{ height: 4, mb: 1 }}>
          {users.isFetching ? <LinearProgress aria-label={t('app.loading')} /> : null}
        </Box>
        {users.isError ? <Alert severity="error">{t('errors.unexpected')}</Alert> : null}
        {users.isSuccess && items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} data-testid="users-empty">
            {t('users.empty')}
          </Typography>
        ) : (
          <UsersList
            users={items}
            currentUid={session?.user.uid ?? ''}
            onAction={(action, user) => setPending({ action, user })}
          />
        )}
        <ListPagination
          pages={pages}
          nextCursor={users.isPlaceholderData ? null : (users.data?.nextCursor ?? null)}
          rowsOnPage={items.length}
          total={users.data?.total ?? null}
          estimated={users.data?.totalIsEstimate ?? false}
        />
      </Card>
      {creating ? (
        <CreateUserDialog
          open
          onClose={() => setCreating(false)}
          onCreated={(user) => {
            setCreating(false);
            notify(t('users.done.create', { name: user.name || user.email }), 'success');
          }}
        />
      ) : null}
      <UserActionDialog pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
