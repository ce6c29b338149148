import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createVendorBody } from './accounts.ts';
import { identityMessages } from './common.ts';
import { customerInfoFields, vendorCustomerBody } from './customers.ts';
import { updateVendorProfileBody } from './vendor-portal.ts';
import './locale.ts';

// 10:00 in Panama on 12 August 2026 (15:00 UTC).
beforeAll(() => vi.useFakeTimers({ now: new Date('2026-08-12T15:00:00Z'), toFake: ['Date'] }));
afterAll(() => vi.useRealTimers());

const info = z.object(customerInfoFields);
const base = { firstName: 'María José', lastName: 'Núñez Pérez' };
const messageOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('customer identity', () => {
  it('accepts names with accents, ñ, ü, apostrophes, hyphens and dots, and an adult birth date', () => {
    const parsed = info.parse({
      firstName: "Ma. D'Güell",
      lastName: 'Núñez-Pérez',
      dateOfBirth: '2008-08-12',
    });
    expect(parsed).toMatchObject({
      firstName: "Ma. D'Güell",
      lastName: 'Núñez-Pérez',
      dateOfBirth: '2008-08-12',
    });
  });

  it.each([
    ['an emoji in the first name', { firstName: 'Ana 😀' }, identityMessages.personName],
    ['digits in the last name', { lastName: 'Pérez 2' }, identityMessages.personName],
    ['a birth date tomorrow', { dateOfBirth: '2026-08-13' }, identityMessages.birthDate.future],
    ['a birth date in 2999', { dateOfBirth: '2999-01-01' }, identityMessages.birthDate.future],
    ['a customer of 17', { dateOfBirth: '2008-08-13' }, identityMessages.birthDate.underage],
    ['a birth year typed 1825', { dateOfBirth: '1825-05-01' }, identityMessages.birthDate.implausible],
  ])('refuses %s with its message', (_what, change, message) => {
    expect(messageOf(info, { ...base, ...change })).toBe(message);
  });

  it('still asks for an empty name with the form’s own words', () => {
    expect(messageOf(info, { ...base, firstName: '  ' })).toBe('El nombre es requerido.');
  });

  it('applies the same rule to every person name: vendor customers, vendors and their profile', () => {
    expect(messageOf(vendorCustomerBody, { ...base, phoneNumber: '61234567', firstName: '🏍️' })).toBe(
      identityMessages.personName,
    );
    expect(messageOf(updateVendorProfileBody, { lastName: 'R0dríguez' })).toBe(identityMessages.personName);
    const vendor = {
      username: 'vendedor9',
      email: 'v9@correo.com',
      password: 'secreto123',
      phoneNumber: '61234567',
      firstName: 'Carlos',
      lastName: 'Méndez 🙂',
    };
    expect(messageOf(createVendorBody, vendor)).toBe(identityMessages.personName);
  });
});
