import type { VendorAccount } from '@quincena/shared';
import { formatPhone } from '../../lib/format.ts';

/** A vendor's own data: the admin's vendor form and the vendor's profile edit the same fields. */
export interface VendorProfileValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  address: string;
  city: string;
  region: string;
  dealershipName: string;
  licenseNumber: string;
}

export const VENDOR_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'address',
  'city',
  'region',
  'dealershipName',
  'licenseNumber',
] as const satisfies readonly (keyof VendorProfileValues)[];

/** The fields as the forms show them: the phone formatted, a missing text blank (none for a new vendor). */
export function vendorProfileValues(vendor?: VendorAccount): VendorProfileValues {
  return {
    firstName: vendor?.firstName ?? '',
    lastName: vendor?.lastName ?? '',
    phoneNumber: vendor ? formatPhone(vendor.phoneNumber) : '',
    address: vendor?.address ?? '',
    city: vendor?.city ?? '',
    region: vendor?.region ?? '',
    dealershipName: vendor?.dealershipName ?? '',
    licenseNumber: vendor?.licenseNumber ?? '',
  };
}
