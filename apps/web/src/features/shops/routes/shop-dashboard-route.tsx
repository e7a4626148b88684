import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import ScheduleIcon from '@mui/icons-material/ScheduleOutlined';
import SpaIcon from '@mui/icons-material/SpaOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { IconComponent } from '../../../components/icon-type.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useSession } from '../../auth/hooks/use-session.ts';
import { useShopApprovals } from '../api/get-shop-approvals.ts';
import { useShopDetail } from '../api/get-shop-detail.ts';
import { ShopLoadProblem } from '../components/shop-load-problem.tsx';
import { StudioStatusCard } from '../components/studio-status-card.tsx';

const setupLinks: readonly { key: string; to: string; icon: IconComponent }[] = [
  { key: 'profile', to: '/shop/profile', icon: StorefrontIcon },
  { key: 'services', to: '/services', icon: SpaIcon },
  { key: 'hours', to: '/bookings/hours', icon: ScheduleIcon },
  { key: 'team', to: '/bookings/members', icon: GroupsIcon },
  { key: 'bookings', to: '/bookings', icon: EventNoteIcon },
];

/** /shop: welcome, the studio's status card, and where to continue setting up. */
export function ShopDashboardRoute() {
  const { t } = useTranslation();
  const session = useSession();
  const shopId = session?.user.shopId ?? null;
  const shop = useShopDetail(shopId);
  const approvals = useShopApprovals(shopId);
  const firstName = (session?.user.name ?? '').trim().split(/\s+/)[0] ?? '';

  if (!shopId || shop.isError) return <ShopLoadProblem onRetry={() => void shop.refetch()} />;

  return (
    <>
      <PageHeader
        title={firstName ? t('dashboard.welcome', { name: firstName }) : t('screens.shopDashboard.title')}
        description={t('dashboard.intro')}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', lg: '1.6fr 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        {shop.data ? (
          <StudioStatusCard shop={shop.data} approvals={approvals.data} />
        ) : (
          <Box role="status" aria-label={t('app.loading')}>
            <Skeleton variant="rounded" height={280} />
          </Box>
        )}
        <SectionCard
          title={t('dashboard.setup.title')}
          description={t('dashboard.setup.text')}
          testId="dashboard-setup"
        >
          <List disablePadding>
            {setupLinks.map(({ key, to, icon: Icon }) => (
              <ListItem key={key} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={to}
                  sx={{ borderRadius: 2 }}
                  data-testid={`dashboard-setup-${key}`}
                >
                  <ListItemIcon sx={{ color: 'primary.main', minWidth: 44 }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(`dashboard.setup.links.${key}`)} />
                  <ChevronRightIcon
                    aria-hidden
                    sx={{ color: 'text.secondary', '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </SectionCard>
      </Box>
    </>
  );
}
