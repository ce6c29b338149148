import { formatPhone } from '../format.ts';
import type { SessionUser } from './roles.ts';

/** The name shown in the shell: the person's name, else the username, else the phone number. */
export function userDisplayName(user: SessionUser): string {
  if (user.userType === 'customer') {
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
    return name || formatPhone(user.phoneNumber);
  }
  if (user.userType === 'vendor') {
    const name = `${user.firstName} ${user.lastName}`.trim();
    return name || user.username;
  }
  return user.username;
}

/** The user type as the shell shows it. */
export function userTypeLabel(user: SessionUser): string {
  if (user.userType === 'customer') return 'Cliente';
  if (user.userType === 'vendor') return 'Vendedor';
  return user.role === 'SUPER_ADMIN' ? 'Super administrador' : 'Administrador';
}
