import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../../lib/auth-session.ts';

/** Signs out; the query cache empties itself when the session goes (see query-client.ts). */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    sessionStore.clear();
    navigate('/login', { replace: true });
  }, [navigate]);
}
