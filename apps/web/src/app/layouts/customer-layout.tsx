import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { HydrateInTurn, hydrationTurns } from '../../components/hydrate-in-turn.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { useTranslation } from '../../i18n/text-runtime.ts';
import {
  Outlet,
  Link as RouterLink,
  useLocation,
  useMatches,
  useParams,
} from '../../routing/build-router.ts';
import { useSession } from '../../shared/session/use-session.ts';
import { SignInButton } from '../../shared/sign-in/components/sign-in-button.tsx';
import { browsingState } from '../../shared/sign-in/sign-in-return.ts';
import { deepestHandle } from '../route-handle.ts';
import { HeaderActions } from './header-actions.tsx';

/** `offerSignIn`: nobody is signed in, or a guest, who may still sign in to an account. */
function Footer({ offerSignIn }: { offerSignIn: boolean }) {
  const { t } = useTranslation();
  const { shopId } = useParams();
  const { pathname, search } = useLocation();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 'auto' }}
    >
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
        >
          <Stack sx={{ gap: 0.5 }}>
            <BrandLogo />
            <Typography variant="body2" color="text.secondary">
              {t('app.tagline')}
            </Typography>
          </Stack>
          <Stack
            component="ul"
            direction="row"
            sx={{ gap: 3, listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}
          >
            <li>
              <Link component={RouterLink} to="/partner/register" color="text.primary" variant="body2">
                {t('footer.forStudios')}
              </Link>
            </li>
            <li>
              <Link component={RouterLink} to="/account" color="text.primary" variant="body2">
                {t('footer.myAccount')}
              </Link>
            </li>
            {offerSignIn ? (
              <li>
                <Link
                  component={RouterLink}
                  to="/login"
                  state={browsingState(`${pathname}${search}`)}
                  color="text.primary"
                  variant="body2"
                  data-testid="footer-sign-in"
                >
                  {t('user.signIn')}
                </Link>
              </li>
            ) : null}
            {/* The pages the server writes (plain links, not the router's): on a studio's pages its
                own imprint and privacy, which name the platform's too; elsewhere the platform's. */}
            {(['imprint', 'privacy'] as const).map((page) => (
              <li key={page}>
                <Link
                  href={(shopId ? `/partner/${shopId}/app/` : '/') + page}
                  color="text.primary"
                  variant="body2"
                >
                  {t(`footer.${page}`)}
                </Link>
              </li>
            ))}
          </Stack>
        </Stack>
        <Divider sx={{ my: 3 }} />
        <Typography variant="caption" color="text.secondary">
          {t('footer.copyright', { year, name: t('app.name') })}
        </Typography>
      </Container>
    </Box>
  );
}

/** Public and customer pages: a light top bar, the page, and a footer. */
export function CustomerLayout() {
  const session = useSession();
  const { pathname } = useLocation();
  // A guest (after booking without an account) may still sign in; a guest has nothing to sign out of.
  const visitor = !session || session.user.guest;
  // On the login page itself a "sign in" button would only point back to where the user is.
  const showSignIn = visitor && pathname !== '/login';
  const fullBleed = deepestHandle(useMatches()).fullBleed ?? false;

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', bgcolor: 'background.default' }}
      data-testid="customer-layout"
    >
      <SkipLink />
      <HydrateInTurn turn={1}>
        <AppBar position="sticky">
          <Container maxWidth="lg" disableGutters>
            <Toolbar sx={{ gap: 1 }}>
              <BrandLogo />
              <Box sx={{ flexGrow: 1 }} />
              <HeaderActions signedOut={showSignIn ? <SignInButton /> : null} />
            </Toolbar>
          </Container>
        </AppBar>
      </HydrateInTurn>
      {/* A server-rendered page's bar, content (its own parts from turn 3 on) and footer are
          hydrated in tasks of their own, after the providers and the layout. */}
      <HydrateInTurn turn={2}>
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
          {fullBleed ? (
            <Outlet />
          ) : (
            <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
              <Outlet />
            </Container>
          )}
        </Box>
      </HydrateInTurn>
      <HydrateInTurn turn={hydrationTurns}>
        <Footer offerSignIn={visitor} />
      </HydrateInTurn>
    </Box>
  );
}
