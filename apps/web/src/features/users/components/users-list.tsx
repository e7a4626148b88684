import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ManagedUser } from '@studio/domain/users-contract';
import { formatViewerDate, formatViewerDateTime } from '../../../i18n/format-date-time.ts';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { type UserAction, UserActions } from './user-actions.tsx';
import { UnverifiedChip, UserRoleChip, UserStatusChip } from './user-chips.tsx';

interface UsersListProps {
  users: readonly ManagedUser[];
  currentUid: string;
  onAction: (action: UserAction, user: ManagedUser) => void;
}

function NameCell({ user }: { user: ManagedUser }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{user.name || user.email}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {user.email}
      </Typography>
    </Box>
  );
}

function Chips({ user }: { user: ManagedUser }) {
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }}>
      <UserStatusChip disabled={user.disabled} />
      {user.emailVerified ? null : <UnverifiedChip />}
    </Stack>
  );
}

/** Users as a table on wide screens and as cards on phones. */
export function UsersList({ users, currentUid, onAction }: UsersListProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const lastLogin = (user: ManagedUser) =>
    user.lastLoginAt ? formatViewerDateTime(user.lastLoginAt, currentLocale()) : t('users.neverLoggedIn');

  if (!wide) {
    return (
      <Stack component="ul" sx={{ gap: 1.5, p: 0, m: 0, listStyle: 'none' }} data-testid="users-list">
        {users.map((user) => (
          <Card
            component="li"
            key={user.uid}
            sx={{ p: 2 }}
            data-testid="user-row"
            data-email={user.email}
            data-disabled={String(user.disabled)}
          >
            <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <NameCell user={user} />
              <UserRoleChip role={user.role} />
            </Stack>
            <Box sx={{ mt: 1.5 }}>
              <Chips user={user} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('common.labelValue', { label: t('users.columns.lastLogin'), value: lastLogin(user) })}
            </Typography>
            <Box sx={{ mt: 1 }}>
              <UserActions user={user} isSelf={user.uid === currentUid} onAction={onAction} />
            </Box>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <TableContainer>
      <Table data-testid="users-list" aria-label={t('screens.adminUsers.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.columns.user')}</TableCell>
            <TableCell>{t('users.columns.role')}</TableCell>
            <TableCell>{t('users.columns.status')}</TableCell>
            <TableCell>{t('users.columns.lastLogin')}</TableCell>
            <TableCell>{t('users.columns.created')}</TableCell>
            <TableCell align="right">{t('users.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow
              key={user.uid}
              hover
              data-testid="user-row"
              data-email={user.email}
              data-disabled={String(user.disabled)}
            >
              <TableCell>
                <NameCell user={user} />
              </TableCell>
              <TableCell>
                <UserRoleChip role={user.role} />
              </TableCell>
              <TableCell>
                <Chips user={user} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid="user-last-login">
                {lastLogin(user)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatViewerDate(user.createdAt, currentLocale())}
              </TableCell>
              <TableCell align="right">
                <UserActions user={user} isSelf={user.uid === currentUid} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
