import CardGiftcardIcon from '@mui/icons-material/CardGiftcardOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import LoyaltyIcon from '@mui/icons-material/LoyaltyOutlined';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { IconComponent } from '../../components/icon-type.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { ProfileCard } from '../../features/auth/components/profile-card.tsx';
import { homePathForRole } from '../../features/auth/home-path.ts';
import { OwnDealPurchasesCard } from '../../features/deals/components/own-deal-purchases-card.tsx';
import { FavouriteStudiosCard } from '../../features/find-studio/components/favourite-studios-card.tsx';
import { OwnGiftsCard } from '../../features/gifts/components/own-gifts-card.tsx';
import { OwnBookingsCard } from '../../features/my-bookings/components/own-bookings-card.tsx';
import { OwnOrderGroupsCard } from '../../features/orders/components/own-order-groups-card.tsx';
import { InboxCard } from '../../features/push-messages/components/inbox-card.tsx';
import { useTranslation } from '../../i18n/text-runtime.ts';
import { Link as RouterLink } from '../../routing/build-router.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { CustomerSignInStep } from '../../shared/sign-in/components/customer-sign-in-step.tsx';

interface AccountLink {
  key: string;
  /** The text of the link; the screen's own title where it says the same. */
  label: string;
  to: string;
  icon: IconComponent;
}

/** /account: signed out, the customer sign-in step; signed in, the person's details and pages. */
export function AccountRoute() {
  const { t } = useTranslation();
  const session = useSession();

  if (!session) {
    return (
      <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
        <PageHeader title={t('screens.account.title')} description={t('account.signedOutIntro')} />
        <CustomerSignInStep />
      </Box>
    );
  }

  const { user } = session;
  const links: AccountLink[] = [
    { key: 'stampcards', label: 'account.links.stampcards', to: '/account/stampcards', icon: LoyaltyIcon },
    { key: 'vouchers', label: 'account.links.vouchers', to: '/account/voucher', icon: CardGiftcardIcon },
    {
      key: 'partnerCards',
      label: 'screens.accountPartnerCards.title',
      to: '/account/partnercards',
      icon: CreditCardIcon,
    },
  ];
  if (user.role !== 'appUser') {
    links.unshift({
      key: 'portal',
      label: 'account.links.portal',
      to: homePathForRole(user.role),
      icon: SpaceDashboardIcon,
    });
  }

  return (
    <Box sx={{ maxWidth: 1080, mx: 'auto' }}>
      <PageHeader title={t('screens.account.title')} description={t('screens.account.description')} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.4fr 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <ProfileCard user={user} />
        <Card component="nav" aria-labelledby="account-links-title" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="account-links-title" variant="h6" component="h2" sx={{ px: 1, mb: 1 }}>
            {t('account.linksTitle')}
          </Typography>
          <List>
            {links.map(({ key, label, to, icon: Icon }) => (
              <ListItem key={key} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={to}
                  sx={{ borderRadius: 2 }}
                  data-testid={`account-link-${key}`}
                >
                  <ListItemIcon sx={{ color: 'primary.main' }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={t(label)} />
                  <ChevronRightIcon
                    aria-hidden
                    sx={{ color: 'text.secondary', '[dir=rtl] &': { transform: 'scaleX(-1)' } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Card>
        {user.guest ? null : (
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <InboxCard />
          </Box>
        )}
        {user.guest ? null : (
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <FavouriteStudiosCard />
          </Box>
        )}
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <OwnBookingsCard />
          <OwnOrderGroupsCard />
          <OwnGiftsCard />
          {user.guest ? null : <OwnDealPurchasesCard />}
        </Box>
      </Box>
    </Box>
  );
}
