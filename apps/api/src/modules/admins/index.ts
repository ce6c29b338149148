/** The admins module's public face: what other modules may use (ADR 034). */
export {
  type AdminRow,
  findAdminById,
  findAdminByUsername,
  toAdminAccount,
  updateAdmin,
} from './admins.repository.ts';
export { hashPolicyPassword, uniqueOr409 } from './admins.service.ts';
