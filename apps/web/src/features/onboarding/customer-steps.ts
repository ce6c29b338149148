import type { SubmittedApplication } from '@quincena/shared';
import type { CustomerFormValues } from '../../components/domain/customer-form.tsx';
import { emptyFinancing, type FinancingValues } from './financing.ts';
import { type ChosenDocument, REGISTRATION_STEPS, REGISTRATION_TITLES } from './wizard-steps.ts';

/** The customer's own registration at /onboarding: signed in already, so no phone or code steps. */
export const CUSTOMER_STEPS = REGISTRATION_STEPS;
export type CustomerStep = (typeof CUSTOMER_STEPS)[number];

export const CUSTOMER_STEP_TITLES: Record<CustomerStep, string> = {
  customer_info: 'Tus datos',
  ...REGISTRATION_TITLES,
  success: 'Solicitud enviada',
};

export const CUSTOMER_STEP_SHORT_TITLES: Record<CustomerStep, string> = {
  customer_info: 'Tus datos',
  ...REGISTRATION_TITLES,
  success: 'Listo',
};

export function customerStepNumber(step: CustomerStep): number {
  return CUSTOMER_STEPS.indexOf(step) + 1;
}

export interface CustomerFlowState {
  step: CustomerStep;
  info: CustomerFormValues;
  financing: FinancingValues;
  documents: ChosenDocument[];
  application: SubmittedApplication | null;
  /** After submitting: the financing step changes the application (PUT) instead of creating one. */
  editingFinancing: boolean;
}

export function initialCustomerFlow(info: CustomerFormValues): CustomerFlowState {
  return {
    step: 'customer_info',
    info,
    financing: emptyFinancing,
    documents: [],
    application: null,
    editingFinancing: false,
  };
}

export type CustomerFlowAction =
  | { type: 'INFO_SAVED'; info: CustomerFormValues }
  | { type: 'FINANCING_SAVED'; financing: FinancingValues }
  | { type: 'DOCUMENTS_SAVED'; documents: ChosenDocument[] }
  | { type: 'BACK' }
  | { type: 'SUBMITTED'; application: SubmittedApplication }
  | { type: 'EDIT_FINANCING' }
  | { type: 'FINANCING_UPDATED'; financing: FinancingValues; application: SubmittedApplication }
  | { type: 'CANCEL_EDIT' };

const PREVIOUS: Partial<Record<CustomerStep, CustomerStep>> = {
  financing_config: 'customer_info',
  document_upload: 'financing_config',
  review_submit: 'document_upload',
};

export function customerFlowReducer(state: CustomerFlowState, action: CustomerFlowAction): CustomerFlowState {
  switch (action.type) {
    case 'INFO_SAVED':
      return { ...state, step: 'financing_config', info: action.info };
    case 'FINANCING_SAVED':
      return { ...state, step: 'document_upload', financing: action.financing };
    case 'DOCUMENTS_SAVED':
      return { ...state, step: 'review_submit', documents: action.documents };
    case 'BACK':
      return { ...state, step: PREVIOUS[state.step] ?? state.step };
    case 'SUBMITTED':
      return { ...state, step: 'success', application: action.application };
    case 'EDIT_FINANCING':
      return state.application ? { ...state, step: 'financing_config', editingFinancing: true } : state;
    case 'FINANCING_UPDATED':
      return {
        ...state,
        step: 'success',
        financing: action.financing,
        application: action.application,
        editingFinancing: false,
      };
    case 'CANCEL_EDIT':
      return { ...state, step: 'success', editingFinancing: false };
  }
}
