import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import EventNoteIcon from '@mui/icons-material/EventNoteOutlined';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '@studio/domain/booking-contract';
import type { ModuleFlags } from '@studio/domain/shop';
import type { ReactNode } from 'react';
import type { IconComponent } from '../../../components/icon-type.ts';
import { useTranslation } from '../../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../../routing/build-router.ts';

interface Stat {
  key: 'bookings' | 'upcoming' | 'stamps' | 'vouchers';
  value: number;
  icon: IconComponent;
  /** Where the number comes from; none when that module is switched off. */
  to: string | undefined;
}

function StatBody({ stat }: { stat: Stat }) {
  const { t } = useTranslation();
  const Icon = stat.icon;
  return (
    <Box sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center', width: '100%' }}>
      <Box
        aria-hidden
        sx={{ color: 'primary.main', bgcolor: 'action.hover', borderRadius: 2, p: 1.25, display: 'flex' }}
      >
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h4"
          component="p"
          sx={{ fontWeight: 700, lineHeight: 1.1 }}
          data-testid={`dashboard-stat-${stat.key}`}
        >
          {stat.value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`studioDashboard.stats.${stat.key}`)}
        </Typography>
      </Box>
    </Box>
  );
}

function StatCard({ stat, children }: { stat: Stat; children: ReactNode }) {
  return (
    <Card sx={{ display: 'flex' }}>
      {stat.to ? (
        <CardActionArea component={RouterLink} to={stat.to} sx={{ display: 'flex' }}>
          {children}
        </CardActionArea>
      ) : (
        children
      )}
    </Card>
  );
}

/** Counts of bookings, stamps and vouchers over the last 30 days, and what is coming up. */
export function DashboardStats({
  dashboard,
  flags,
}: {
  dashboard: Dashboard | undefined;
  flags: ModuleFlags | undefined;
}) {
  const { t } = useTranslation();
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
    mb: 3,
  } as const;
  if (!dashboard) {
    return (
      <Box sx={grid} role="status" aria-label={t('app.loading')}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} variant="rounded" height={96} />
        ))}
      </Box>
    );
  }
  const stats: Stat[] = [
    {
      key: 'upcoming',
      value: dashboard.upcomingBookings,
      icon: EventAvailableIcon,
      to: '/bookings/upcoming',
    },
    { key: 'bookings', value: dashboard.bookingsLast30Days, icon: EventNoteIcon, to: '/bookings' },
    {
      key: 'stamps',
      value: dashboard.stampsLast30Days,
      icon: LoyaltyIcon,
      to: flags?.stampsEnabled === false ? undefined : '/stampcards',
    },
    {
      key: 'vouchers',
      value: dashboard.vouchersLast30Days,
      icon: CardGiftcardIcon,
      to: flags?.vouchersEnabled === false ? undefined : '/voucher',
    },
  ];
  return (
    <Box
      component="section"
      aria-label={t('studioDashboard.stats.label')}
      sx={grid}
      data-testid="dashboard-stats"
    >
      {stats.map((stat) => (
        <StatCard key={stat.key} stat={stat}>
          <StatBody stat={stat} />
        </StatCard>
      ))}
    </Box>
  );
}
