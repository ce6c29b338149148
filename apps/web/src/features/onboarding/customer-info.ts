import { type CustomerProfile, EMPLOYMENT_TYPE_LABELS, type EmploymentType } from '@quincena/shared';
import { ONBOARDING_MESSAGES } from './onboarding-messages.ts';

/** The identity documents the API accepts, with their Spanish names (licencia is the national ID card). */
export const IDENTITY_TYPE_OPTIONS = [
  { value: 'licencia', label: 'Cédula de identidad' },
  { value: 'pasaporte', label: 'Pasaporte' },
  { value: 'carnet_migracion', label: 'Carné de migración' },
] as const;
export type IdentityType = (typeof IDENTITY_TYPE_OPTIONS)[number]['value'];

/** The onboarding form's employment types (spec §3); the labels are the one shared list. */
export const ONBOARDING_EMPLOYMENT_TYPES = [
  'EMPLEADO_PRIVADO',
  'EMPLEADO_PUBLICO',
  'INDEPENDIENTE',
  'JUBILADO',
  'OTRO',
] as const satisfies readonly EmploymentType[];

function isEmploymentType(value: string): value is EmploymentType {
  return Object.hasOwn(EMPLOYMENT_TYPE_LABELS, value);
}

/**
 * The choices of the employment select: the onboarding list, plus the value a prefilled customer
 * carries when the vendor's customer form set one of its own (EMPLOYED …, PRODUCT.md §6), so it is
 * shown and kept rather than lost.
 */
export function employmentTypeOptions(current: string): { value: string; label: string }[] {
  const values: string[] = [...ONBOARDING_EMPLOYMENT_TYPES];
  if (current && isEmploymentType(current) && !values.includes(current)) values.push(current);
  return values.map((value) => ({ value, label: employmentTypeLabel(value) }));
}

/** What the customer-info form holds: text as typed, '' for an empty field or an unchosen option. */
export interface CustomerInfoValues {
  firstName: string;
  lastName: string;
  email: string;
  identityType: string;
  identityNumber: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  occupation: string;
  employerName: string;
  employmentType: string;
  monthlyIncome: string;
}

export const CUSTOMER_INFO_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'identityType',
  'identityNumber',
  'address',
  'city',
  'province',
  'postalCode',
  'occupation',
  'employerName',
  'employmentType',
  'monthlyIncome',
] as const satisfies readonly (keyof CustomerInfoValues)[];
export type CustomerInfoField = (typeof CUSTOMER_INFO_FIELDS)[number];

export const emptyCustomerInfo: CustomerInfoValues = {
  firstName: '',
  lastName: '',
  email: '',
  identityType: '',
  identityNumber: '',
  address: '',
  city: '',
  province: '',
  postalCode: '',
  occupation: '',
  employerName: '',
  employmentType: '',
  monthlyIncome: '',
};

/** The form prefilled from a customer the API already knows. */
export function customerInfoFromProfile(customer: CustomerProfile | null | undefined): CustomerInfoValues {
  if (!customer) return emptyCustomerInfo;
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    email: customer.email ?? '',
    identityType: customer.identityType ?? '',
    identityNumber: customer.identityNumber ?? '',
    address: customer.address ?? '',
    city: customer.city ?? '',
    province: customer.province ?? '',
    postalCode: customer.postalCode ?? '',
    occupation: customer.occupation ?? '',
    employerName: customer.employerName ?? '',
    employmentType: customer.employmentType ?? '',
    monthlyIncome: customer.monthlyIncome === null ? '' : String(customer.monthlyIncome),
  };
}

/** The body fields the API takes for a customer (the vendor create / update and the customer's own). */
export interface CustomerInfoPayload {
  firstName: string;
  lastName: string;
  email: string | null;
  identityType: IdentityType | null;
  identityNumber: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  occupation: string | null;
  employerName: string | null;
  employmentType: EmploymentType | null;
  monthlyIncome: number | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const AMOUNT = /^\d+(?:\.\d{1,2})?$/;

export type CustomerInfoCheck =
  | { ok: true; payload: CustomerInfoPayload }
  | { ok: false; message: string; fieldErrors: Partial<Record<CustomerInfoField, string>> };

const trimmedOrNull = (value: string) => {
  const text = value.trim();
  return text ? text : null;
};

/**
 * Spec §5: only the first and last name are required ('Por favor, completa todos los campos
 * requeridos'); the other fields are trimmed and sent as null when empty; the income as a number.
 * The email and income are also checked for shape so the form says what is wrong before the API does.
 */
export function checkCustomerInfo(values: CustomerInfoValues): CustomerInfoCheck {
  const fieldErrors: Partial<Record<CustomerInfoField, string>> = {};
  if (!values.firstName.trim()) fieldErrors.firstName = 'El nombre es requerido.';
  if (!values.lastName.trim()) fieldErrors.lastName = 'El apellido es requerido.';
  if (fieldErrors.firstName || fieldErrors.lastName) {
    return { ok: false, message: ONBOARDING_MESSAGES.customerRequired, fieldErrors };
  }

  const email = trimmedOrNull(values.email);
  if (email && !EMAIL.test(email)) fieldErrors.email = 'Correo electrónico no válido.';
  const income = trimmedOrNull(values.monthlyIncome.replace(/,/g, ''));
  if (income && !AMOUNT.test(income)) {
    fieldErrors.monthlyIncome = 'Monto no válido. Usa un número positivo con hasta 2 decimales.';
  }
  const firstError = Object.values(fieldErrors)[0];
  if (firstError) return { ok: false, message: firstError, fieldErrors };

  const identityType = IDENTITY_TYPE_OPTIONS.find((o) => o.value === values.identityType)?.value ?? null;
  return {
    ok: true,
    payload: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email,
      identityType,
      identityNumber: trimmedOrNull(values.identityNumber),
      address: trimmedOrNull(values.address),
      city: trimmedOrNull(values.city),
      province: trimmedOrNull(values.province),
      postalCode: trimmedOrNull(values.postalCode),
      occupation: trimmedOrNull(values.occupation),
      employerName: trimmedOrNull(values.employerName),
      employmentType: isEmploymentType(values.employmentType) ? values.employmentType : null,
      monthlyIncome: income === null ? null : Number(income),
    },
  };
}

/** Whether the first and last name are there (the review step's check). */
export function hasRequiredCustomerInfo(values: CustomerInfoValues): boolean {
  return values.firstName.trim() !== '' && values.lastName.trim() !== '';
}

export function fullName(values: Pick<CustomerInfoValues, 'firstName' | 'lastName'>): string {
  return `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
}

/** The label of an employment type, either list. */
export function employmentTypeLabel(value: string): string {
  return isEmploymentType(value) ? EMPLOYMENT_TYPE_LABELS[value] : value;
}

export function identityTypeLabel(value: string): string {
  return IDENTITY_TYPE_OPTIONS.find((o) => o.value === value)?.label ?? value;
}
