/** The customers module's public face: what other modules may use (ADR 034). */

export { keptCustomerFigures } from './admin-customers.repository.ts';
export {
  customerColumns,
  customerSnapshot,
  findCustomerById,
  findCustomerByPhone,
  insertCustomerByPhone,
  lockCustomer,
  lockPinIfExhausted,
  reservePinTry,
  toCustomerProfile,
  updateCustomer,
} from './customers.repository.ts';
export { selectVendorCustomers } from './vendor-customers.repository.ts';
export { requireLinkedCustomer, toVendorCustomerSummary } from './vendor-customers.service.ts';
