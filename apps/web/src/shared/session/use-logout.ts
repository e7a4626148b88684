import { useCallback } from 'react';
import { sessionStore } from '../../lib/auth-session.ts';
import { useNavigate } from '../../routing/build-router.ts';
import { logOut } from './log-out.ts';

/**
 * Signs out: the server ends the token (sent before the session is forgotten here), and the
 * query cache empties itself when the session goes (see query-client.ts). Signing out does not
 * wait for the server: an unreachable server must not keep anyone signed in on this device.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    if (sessionStore.getToken()) logOut().catch(() => undefined);
    sessionStore.clear();
    navigate('/login', { replace: true });
  }, [navigate]);
}
