/** The vendors module's public face: what other modules may use (ADR 034). */
export {
  findVendorById,
  findVendorByUsername,
  toVendorAccount,
  updateVendor,
  type VendorRow,
} from './vendors.repository.ts';
