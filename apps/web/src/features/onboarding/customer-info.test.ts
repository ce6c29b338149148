import { describe, expect, it } from 'vitest';
import { customerUser } from '../../test/users.ts';
import {
  type CustomerInfoValues,
  checkCustomerInfo,
  customerInfoFromProfile,
  employmentTypeOptions,
  emptyCustomerInfo,
} from './customer-info.ts';

const values = (patch: Partial<CustomerInfoValues>): CustomerInfoValues => ({
  ...emptyCustomerInfo,
  ...patch,
});

describe('customer info', () => {
  it('requires only the first and last name', () => {
    const check = checkCustomerInfo(values({ firstName: '  ', lastName: 'Pérez', city: 'Colón' }));
    expect(check).toEqual({
      ok: false,
      message: 'Por favor, completa todos los campos requeridos',
      fieldErrors: { firstName: 'El nombre es requerido.' },
    });
  });

  it('trims the fields, sends empty ones as null and the income as a number', () => {
    const check = checkCustomerInfo(
      values({
        firstName: ' Ana ',
        lastName: ' Pérez',
        email: '',
        city: '  Colón ',
        identityType: 'licencia',
        employmentType: 'INDEPENDIENTE',
        monthlyIncome: '1,250.50',
      }),
    );
    expect(check).toEqual({
      ok: true,
      payload: {
        firstName: 'Ana',
        lastName: 'Pérez',
        email: null,
        identityType: 'licencia',
        identityNumber: null,
        address: null,
        city: 'Colón',
        province: null,
        postalCode: null,
        occupation: null,
        employerName: null,
        employmentType: 'INDEPENDIENTE',
        monthlyIncome: 1250.5,
      },
    });
  });

  it('says what is wrong with an email or an income', () => {
    const check = checkCustomerInfo(
      values({ firstName: 'A', lastName: 'B', email: 'ana@', monthlyIncome: '1.234' }),
    );
    expect(check.ok).toBe(false);
    if (!check.ok) {
      expect(check.fieldErrors.email).toBe('Correo electrónico no válido.');
      expect(check.fieldErrors.monthlyIncome).toMatch(/^Monto no válido/);
    }
  });

  it('prefills from a known customer, keeping a vendor-form employment type selectable', () => {
    const info = customerInfoFromProfile(
      customerUser({ monthlyIncome: 882, employmentType: 'EMPLOYED', email: null }),
    );
    expect(info).toMatchObject({
      firstName: 'Ana',
      lastName: 'Pérez',
      monthlyIncome: '882',
      email: '',
      employmentType: 'EMPLOYED',
    });
    expect(employmentTypeOptions('EMPLOYED').map((o) => o.value)).toEqual([
      'EMPLEADO_PRIVADO',
      'EMPLEADO_PUBLICO',
      'INDEPENDIENTE',
      'JUBILADO',
      'OTRO',
      'EMPLOYED',
    ]);
    expect(employmentTypeOptions('').length).toBe(5);
  });
});
