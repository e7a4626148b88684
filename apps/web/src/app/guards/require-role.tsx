import type { Role } from '@studio/domain/roles';
import { Navigate, Outlet, useLocation } from '../../routing/build-router.ts';
import { useSession } from '../../shared/session/use-session.ts';

/** A failed role check sends the user to the login route. */
export function RequireRole({ roles }: { roles: readonly Role[] }) {
  const session = useSession();
  const location = useLocation();
  if (!session || !roles.includes(session.user.role)) {
    // Signed-out visitors come back to the page they asked for after signing in.
    const state = session ? undefined : { from: `${location.pathname}${location.search}` };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}
