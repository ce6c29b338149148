import type { ReactNode } from 'react';
import { FullScreenSpinner } from '../components/ui/full-screen-spinner.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { hasAllowedRole } from '../lib/auth/roles.ts';
import { Navigate, useLocation } from '../lib/router.tsx';

export const VERIFYING_AUTH_TEXT = 'Verificando autenticación...';

export interface RequireRoleProps {
  /** Roles admitted (compared trimmed and case-insensitively), e.g. `['vendor']`. */
  allowedRoles: readonly string[];
  /** What to show when allowed: the area with its page. */
  children: ReactNode;
}

/**
 * Guards a signed-in area (spec §2): a spinner while the session is checked, /login (with the requested
 * location in `state.from`) without a session, /unauthorized for another role. The server enforces the
 * same rules; this only decides what to show.
 */
export function RequireRole({ allowedRoles, children }: RequireRoleProps) {
  const { loading, isAuthenticated, user, signedOutByUser } = useAuth();
  const location = useLocation();

  if (loading) return <FullScreenSpinner label={VERIFYING_AUTH_TEXT} />;
  if (!isAuthenticated || !user) {
    return (
      <Navigate
        to="/login"
        replace
        state={
          signedOutByUser
            ? undefined
            : { from: { pathname: location.pathname, search: location.search, hash: location.hash } }
        }
      />
    );
  }
  if (!hasAllowedRole(user, allowedRoles)) return <Navigate to="/unauthorized" replace />;
  return children;
}
