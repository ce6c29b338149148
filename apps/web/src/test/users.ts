import type { AdminAccount, CustomerProfile, VendorAccount } from '@quincena/shared';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** Users shaped as the API returns them, for tests. */

export function customerUser(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    id: 'c-1',
    phoneNumber: '+50760000001',
    firstName: 'Ana',
    lastName: 'Pérez',
    email: null,
    dateOfBirth: null,
    address: null,
    city: 'Panamá',
    province: null,
    postalCode: null,
    identityType: null,
    identityNumber: null,
    occupation: null,
    employerName: null,
    employmentType: null,
    monthlyIncome: null,
    isVerified: true,
    hasPin: true,
    createdAt: '2025-01-05T15:00:00.000Z',
    userType: 'customer',
    ...overrides,
  };
}

export function vendorUser(overrides: Partial<VendorAccount> = {}): VendorAccount {
  return {
    id: 'v-1',
    username: 'vendedor',
    email: 'vendedor@example.com',
    firstName: 'Carlos',
    lastName: 'Ruiz',
    phoneNumber: '+50761111111',
    address: null,
    city: null,
    region: null,
    dealershipName: 'Motos del Istmo',
    licenseNumber: null,
    commissionRate: 5,
    isActive: true,
    isVerified: true,
    createdAt: '2025-01-05T15:00:00.000Z',
    userType: 'vendor',
    ...overrides,
  };
}

export function adminUser(overrides: Partial<AdminAccount> = {}): AdminAccount {
  return {
    id: 'a-1',
    username: 'admin',
    email: 'admin@example.com',
    role: 'SUPER_ADMIN',
    isActive: true,
    createdAt: '2025-01-05T15:00:00.000Z',
    userType: 'admin',
    ...overrides,
  };
}

/** A JWT-shaped token (unsigned) issued `ageMs` ago. */
export function fakeToken(ageMs = 0): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const iat = Math.floor((Date.now() - ageMs) / 1000);
  return `${encode({ alg: 'HS256' })}.${encode({ iat, exp: iat + 1800 })}.signature`;
}

/** Puts a session in localStorage as a previous visit would have left it. */
export function storeSession(user: object, token = fakeToken()): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}
