import { describe, expect, it } from 'vitest';
import { adminUser, customerUser, vendorUser } from '../../test/users.ts';
import { hasAllowedRole, homePathFor, postLoginPath, roleOf } from './roles.ts';
import { userDisplayName, userTypeLabel } from './user-display.ts';

describe('roleOf', () => {
  it('is the userType', () => {
    expect(roleOf(vendorUser())).toBe('vendor');
    expect(roleOf({ userType: ' Customer ' })).toBe('customer');
  });

  it('derives admin from SUPER_ADMIN and ADMIN, and lowercases any other role', () => {
    expect(roleOf({ role: 'SUPER_ADMIN' })).toBe('admin');
    expect(roleOf({ role: ' admin ' })).toBe('admin');
    expect(roleOf({ role: 'VENDOR' })).toBe('vendor');
    expect(roleOf({})).toBeNull();
    expect(roleOf(null)).toBeNull();
  });
});

describe('hasAllowedRole', () => {
  it('compares trimmed and case-insensitively', () => {
    expect(hasAllowedRole(vendorUser(), [' Vendor '])).toBe(true);
    expect(hasAllowedRole(adminUser({ role: 'ADMIN' }), ['ADMIN'])).toBe(true);
    expect(hasAllowedRole(customerUser(), ['vendor', 'admin'])).toBe(false);
    expect(hasAllowedRole(null, ['vendor'])).toBe(false);
  });
});

describe('postLoginPath', () => {
  it('goes back to the page the user came from', () => {
    expect(postLoginPath('vendor', { pathname: '/vendor/customers', search: '?page=2', hash: '' })).toBe(
      '/vendor/customers?page=2',
    );
    expect(postLoginPath('customer', { pathname: '/onboarding' })).toBe('/onboarding');
  });

  it("goes to the role's home without a usable origin", () => {
    expect(postLoginPath('vendor', undefined)).toBe('/vendor');
    expect(postLoginPath('customer', { pathname: '/login' })).toBe('/customer');
    expect(postLoginPath('admin', { pathname: '//evil.example' })).toBe('/admin');
    expect(postLoginPath('admin', { pathname: '/\\evil.example' })).toBe('/admin');
    expect(postLoginPath('admin', 'not a location')).toBe('/admin');
  });

  it("does not return to another role's area", () => {
    expect(postLoginPath('vendor', { pathname: '/admin/users' })).toBe('/vendor');
  });

  it('sends an unknown role to /', () => {
    expect(homePathFor(null)).toBe('/');
  });
});

describe('shell labels', () => {
  it("shows the person's name, else the phone", () => {
    expect(userDisplayName(customerUser())).toBe('Ana Pérez');
    expect(userDisplayName(customerUser({ firstName: null, lastName: null }))).toBe('6000-0001');
    expect(userDisplayName(vendorUser())).toBe('Carlos Ruiz');
    expect(userDisplayName(adminUser())).toBe('admin');
  });

  it('names the user type', () => {
    expect(userTypeLabel(customerUser())).toBe('Cliente');
    expect(userTypeLabel(vendorUser())).toBe('Vendedor');
    expect(userTypeLabel(adminUser())).toBe('Super administrador');
    expect(userTypeLabel(adminUser({ role: 'ADMIN' }))).toBe('Administrador');
  });
});
