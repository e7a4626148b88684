import { useEffect } from 'react';
import { sessionStore } from '../../../lib/auth-session.ts';
import { useMe } from '../../../shared/session/get-me.ts';
import { useSession } from '../../../shared/session/use-session.ts';

/** Keeps the stored user (role, shop) in step with the server once per app start and sign-in. */
export function useRefreshSessionUser() {
  const session = useSession();
  const { data } = useMe(session?.token ?? null);
  useEffect(() => {
    if (data) sessionStore.updateUser(data);
  }, [data]);
}
