import type { CustomerProfile, SubmittedApplication } from '@quincena/shared';
import {
  type CustomerFormValues,
  customerFormValues,
  emptyCustomerForm,
} from '../../components/domain/customer-form.tsx';
import { emptyFinancing, type FinancingValues } from './financing.ts';

/** The steps of every registration, the vendor's and the customer's own, once the phone is known. */
export const REGISTRATION_STEPS = [
  'customer_info',
  'financing_config',
  'document_upload',
  'review_submit',
  'success',
] as const;

/** The names both registrations give the steps after the customer's data. */
export const REGISTRATION_TITLES = {
  financing_config: 'Financiamiento',
  document_upload: 'Documentos',
  review_submit: 'Revisión',
} as const;

/** The vendor wizard's steps, in order (spec §2). */
export const WIZARD_STEPS = ['phone_verification', 'otp_verification', ...REGISTRATION_STEPS] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_TITLES: Record<WizardStep, string> = {
  phone_verification: 'Teléfono del cliente',
  otp_verification: 'Código de verificación',
  customer_info: 'Datos del cliente',
  ...REGISTRATION_TITLES,
  success: 'Solicitud enviada',
};

/** Names short enough for the step list beside the progress bar. */
export const STEP_SHORT_TITLES: Record<WizardStep, string> = {
  phone_verification: 'Teléfono',
  otp_verification: 'Código',
  customer_info: 'Cliente',
  ...REGISTRATION_TITLES,
  success: 'Listo',
};

/** 1-based position of a step. */
export function stepNumber(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step) + 1;
}

/** 'Paso N de 7'. */
export function stepLabel(step: WizardStep): string {
  return `Paso ${stepNumber(step)} de ${WIZARD_STEPS.length}`;
}

/** Spec §4: going back is possible from steps 4, 5 and 6 only. */
export function canGoBack(step: WizardStep): boolean {
  return step === 'financing_config' || step === 'document_upload' || step === 'review_submit';
}

export function previousStep(step: WizardStep): WizardStep {
  return canGoBack(step) ? (WIZARD_STEPS[stepNumber(step) - 2] ?? step) : step;
}

/** A document chosen for upload: one per type. */
export interface ChosenDocument {
  documentType: string;
  file: File;
}

/** The customer the API knows for this phone: found by the prefill or saved on the customer step. */
export interface KnownCustomer {
  id: string;
  /** Whether the customer existed before this registration (the prefill found it). */
  existing: boolean;
}

export interface WizardState {
  step: WizardStep;
  /** The customer's 8 digits. */
  phone: string;
  /** When the code sent expires (ms since epoch); null when none could be sent. */
  otpExpiresAt: number | null;
  customerInfo: CustomerFormValues;
  /** Set by the prefill (an existing customer) and by saving the customer step. */
  customer: KnownCustomer | null;
  financing: FinancingValues;
  documents: ChosenDocument[];
  application: SubmittedApplication | null;
}

export const initialWizardState: WizardState = {
  step: 'phone_verification',
  phone: '',
  otpExpiresAt: null,
  customerInfo: emptyCustomerForm,
  customer: null,
  financing: emptyFinancing,
  documents: [],
  application: null,
};

export type WizardAction =
  | { type: 'CODE_SENT'; phone: string; expiresAt: number | null }
  | { type: 'CHANGE_PHONE' }
  /** The code is verified; `prefill` is the customer found by phone, if any (spec §4: always customer_info). */
  | { type: 'PHONE_VERIFIED'; prefill: { id: string; info: CustomerFormValues } | null }
  | { type: 'CUSTOMER_SAVED'; info: CustomerFormValues; customerId: string }
  | { type: 'FINANCING_SAVED'; financing: FinancingValues }
  | { type: 'DOCUMENTS_SAVED'; documents: ChosenDocument[] }
  | { type: 'BACK' }
  | { type: 'SUBMITTED'; application: SubmittedApplication }
  | { type: 'RESTART' }
  /** An unfinished registration of the vendor's, taken up again at the financing step. */
  | { type: 'RESUME'; customer: CustomerProfile };

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'CODE_SENT':
      return { ...state, step: 'otp_verification', phone: action.phone, otpExpiresAt: action.expiresAt };
    case 'CHANGE_PHONE':
      return state.step === 'otp_verification' ? { ...state, step: 'phone_verification' } : state;
    case 'PHONE_VERIFIED':
      return {
        ...state,
        step: 'customer_info',
        customerInfo: action.prefill?.info ?? emptyCustomerForm,
        customer: action.prefill ? { id: action.prefill.id, existing: true } : null,
      };
    case 'CUSTOMER_SAVED':
      return {
        ...state,
        step: 'financing_config',
        customerInfo: action.info,
        customer: { id: action.customerId, existing: state.customer?.existing ?? false },
      };
    case 'FINANCING_SAVED':
      return { ...state, step: 'document_upload', financing: action.financing };
    case 'DOCUMENTS_SAVED':
      return { ...state, step: 'review_submit', documents: action.documents };
    case 'BACK':
      return { ...state, step: previousStep(state.step) };
    case 'SUBMITTED':
      return { ...state, step: 'success', application: action.application };
    case 'RESTART':
      return initialWizardState;
    case 'RESUME':
      return resumeFor(action.customer);
  }
}

/** The wizard at the financing step for a customer the vendor already has. */
function resumeFor(customer: CustomerProfile): WizardState {
  return {
    ...initialWizardState,
    step: 'financing_config',
    phone: customer.phoneNumber.replace(/^\+507/, ''),
    customer: { id: customer.id, existing: true },
    customerInfo: customerFormValues(customer),
  };
}

/**
 * How another screen opens the wizard (router state): `{ phone }` starts at the phone step with that
 * number (a customer 'Nuevo cliente' found already registered: the SMS code is their consent);
 * `{ customer }` starts at the financing step for a customer of the vendor's ('Nueva solicitud').
 * Anything else is no entry (null).
 */
export function wizardEntry(routerState: unknown): WizardState | null {
  if (typeof routerState !== 'object' || routerState === null) return null;
  const { phone, customer } = routerState as { phone?: unknown; customer?: CustomerProfile };
  if (typeof phone === 'string' && /^\d{8}$/.test(phone)) return { ...initialWizardState, phone };
  if (customer && typeof customer.id === 'string' && typeof customer.phoneNumber === 'string') {
    return resumeFor(customer);
  }
  return null;
}
