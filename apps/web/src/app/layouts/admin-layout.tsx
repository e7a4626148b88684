import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { NoMoneyTakenNotice } from '../../components/no-money-taken-notice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { TourLauncherButton } from '../../features/tours/components/tour-launcher-button.tsx';
import { useTranslation } from '../../i18n/text-runtime.ts';
import { Outlet, useLocation } from '../../routing/build-router.ts';
import { SettingsButton } from '../../theme/settings-button.tsx';
import { useSettings } from '../../theme/settings-context.tsx';
import type { NavGroup } from '../navigation/nav-types.ts';
import { HeaderActions } from './header-actions.tsx';
import { HorizontalNav } from './nav/horizontal-nav.tsx';
import { MiniNav } from './nav/mini-nav.tsx';
import { VerticalNav } from './nav/vertical-nav.tsx';

const FULL_NAV_WIDTH = 280;
const MINI_NAV_WIDTH = 88;

export interface AdminLayoutProps {
  groups: readonly NavGroup[];
  homePath: string;
  /** i18n key of the portal's name shown next to the brand, e.g. "Studio portal". */
  areaKey: string;
  testId: string;
}

/**
 * Shell of both admin portals. The layout setting picks a side bar, an icon rail or a top
 * bar on wide screens; on phones the navigation always moves into a temporary drawer.
 */
export function AdminLayout({ groups, homePath, areaKey, testId }: AdminLayoutProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const { settings } = useSettings();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const layout = wide ? settings.layout : 'phone';
  const railWidth = layout === 'vertical' ? FULL_NAV_WIDTH : layout === 'mini' ? MINI_NAV_WIDTH : 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawer closes whenever the page changes
  useEffect(() => {
    setDrawerOpen(false);
  }, [pathname]);

  const area = (
    <Chip
      label={t(areaKey)}
      size="small"
      variant="outlined"
      color="primary"
      sx={{ display: { xs: 'none', sm: 'inline-flex' }, fontWeight: 600 }}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }} data-testid={testId} data-nav-layout={layout}>
      <SkipLink />
      {layout === 'vertical' || layout === 'mini' ? (
        <Drawer
          variant="permanent"
          sx={{
            width: railWidth,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: railWidth, boxSizing: 'border-box', bgcolor: 'background.paper' },
          }}
        >
          {layout === 'vertical' ? (
            <VerticalNav
              groups={groups}
              header={
                <Toolbar sx={{ px: 3 }}>
                  <BrandLogo to={homePath} />
                </Toolbar>
              }
            />
          ) : (
            <MiniNav
              groups={groups}
              header={
                <Toolbar sx={{ px: 0, justifyContent: 'center' }}>
                  <BrandLogo to={homePath} showName={false} />
                </Toolbar>
              }
            />
          )}
        </Drawer>
      ) : null}

      {layout === 'phone' ? (
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: FULL_NAV_WIDTH }, 'aria-label': t('nav.label') } as object }}
          data-testid="nav-drawer"
        >
          <VerticalNav
            groups={groups}
            onNavigate={() => setDrawerOpen(false)}
            header={
              <Toolbar sx={{ px: 3 }}>
                <BrandLogo to={homePath} />
              </Toolbar>
            }
          />
        </Drawer>
      ) : null}

      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar position="sticky">
          <Toolbar sx={{ gap: 1.5 }}>
            {layout === 'phone' ? (
              <IconButton
                edge="start"
                onClick={() => setDrawerOpen(true)}
                aria-label={t('nav.open')}
                aria-haspopup="dialog"
                data-testid="nav-open"
              >
                <MenuIcon />
              </IconButton>
            ) : null}
            {layout === 'horizontal' || layout === 'phone' ? (
              <BrandLogo to={homePath} showName={layout === 'horizontal'} />
            ) : null}
            {area}
            <Box sx={{ flexGrow: 1 }} />
            <TourLauncherButton />
            <HeaderActions settings={<SettingsButton />} />
          </Toolbar>
          {layout === 'horizontal' ? <HorizontalNav groups={groups} /> : null}
          <NoMoneyTakenNotice sx={{ borderRadius: 0, py: 0 }} />
        </AppBar>
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, outline: 'none', bgcolor: 'background.default' }}
        >
          <Container maxWidth={settings.stretch ? false : 'lg'} sx={{ py: { xs: 2, md: 4 } }}>
            <Outlet />
          </Container>
        </Box>
      </Box>
    </Box>
  );
}
