import type { CurrentUser, UserType } from '@quincena/shared';

/*
 * Types only from @quincena/shared here: this module is in the entry chunk, and a runtime import of the
 * shared package brings classic zod and every schema with it.
 */

export type Role = UserType;

/** The signed-in user as the API returns it (`/auth/me`, login answers); `userType` names the role. */
export type SessionUser = CurrentUser;

/** Where each role lands after signing in. */
export const ROLE_HOME: Record<Role, string> = {
  vendor: '/vendor',
  customer: '/customer',
  admin: '/admin',
};

const ADMIN_ROLE_VALUES = new Set(['SUPER_ADMIN', 'ADMIN']);

function normalize(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The role of a user (spec §5): its `userType`, or derived from `role` (SUPER_ADMIN and ADMIN map to
 * admin, any other value lowercased). Null when neither is a string.
 */
export function roleOf(user: { userType?: unknown; role?: unknown } | null | undefined): string | null {
  if (!user) return null;
  if (typeof user.userType === 'string' && user.userType.trim()) return normalize(user.userType);
  if (typeof user.role === 'string' && user.role.trim()) {
    const role = user.role.trim().toUpperCase();
    return ADMIN_ROLE_VALUES.has(role) ? 'admin' : normalize(user.role);
  }
  return null;
}

export function isRole(value: unknown): value is Role {
  return value === 'vendor' || value === 'customer' || value === 'admin';
}

/** Whether the user's role is in the list; trimmed and case-insensitive on both sides. */
export function hasAllowedRole(
  user: { userType?: unknown; role?: unknown } | null | undefined,
  allowedRoles: readonly string[],
): boolean {
  const role = roleOf(user);
  if (!role) return false;
  return allowedRoles.some((allowed) => normalize(allowed) === role);
}

export const isVendor = (user: SessionUser | null | undefined) => hasAllowedRole(user, ['vendor']);
export const isCustomer = (user: SessionUser | null | undefined) => hasAllowedRole(user, ['customer']);

/** The home of a role; `/` for an unknown one (spec §2). */
export function homePathFor(role: string | null): string {
  return role && isRole(role) ? ROLE_HOME[role] : '/';
}

/** The page a guard sent to /login; the login page receives it as `state.from`. */
export interface FromLocation {
  pathname: string;
  search?: string;
  hash?: string;
}

const AREA_OF_PATH = /^\/(vendor|customer|admin)(?:\/|$)/;
const NEVER_RETURN_TO = new Set(['/', '/login', '/unauthorized']);

/**
 * Where to go after signing in: back to the page that sent the user to /login when this role may open
 * it, otherwise the role's home. A page of another role's area is not a place to return to (a vendor
 * who signs in after an admin's session expired on /admin/users goes to /vendor, not /unauthorized).
 */
export function postLoginPath(role: string | null, from: unknown): string {
  const home = homePathFor(role);
  if (!from || typeof from !== 'object') return home;
  const { pathname, search, hash } = from as Partial<FromLocation>;
  // Only a path of this site: not `//host` nor `/\host`, which browsers read as another host.
  if (typeof pathname !== 'string' || !/^\/(?![/\\])/.test(pathname)) return home;
  if (NEVER_RETURN_TO.has(pathname)) return home;
  const area = AREA_OF_PATH.exec(pathname)?.[1];
  if (area && area !== role) return home;
  return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
}
