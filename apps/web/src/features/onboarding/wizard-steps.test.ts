import { describe, expect, it } from 'vitest';
import { emptyCustomerForm } from '../../components/domain/customer-form.tsx';
import {
  canGoBack,
  initialWizardState,
  stepLabel,
  stepNumber,
  WIZARD_STEPS,
  type WizardState,
  wizardReducer,
} from './wizard-steps.ts';

const at = (step: WizardState['step'], patch: Partial<WizardState> = {}): WizardState => ({
  ...initialWizardState,
  step,
  ...patch,
});

describe('vendor wizard steps', () => {
  it('has seven steps labelled "Paso N de 7"', () => {
    expect(WIZARD_STEPS).toEqual([
      'phone_verification',
      'otp_verification',
      'customer_info',
      'financing_config',
      'document_upload',
      'review_submit',
      'success',
    ]);
    expect(stepLabel('phone_verification')).toBe('Paso 1 de 7');
    expect(stepLabel('financing_config')).toBe('Paso 4 de 7');
    expect(stepNumber('success')).toBe(7);
  });

  it('allows going back from steps 4, 5 and 6 only', () => {
    expect(WIZARD_STEPS.filter(canGoBack).map(stepNumber)).toEqual([4, 5, 6]);
    expect(wizardReducer(at('financing_config'), { type: 'BACK' }).step).toBe('customer_info');
    expect(wizardReducer(at('document_upload'), { type: 'BACK' }).step).toBe('financing_config');
    expect(wizardReducer(at('review_submit'), { type: 'BACK' }).step).toBe('document_upload');
    expect(wizardReducer(at('customer_info'), { type: 'BACK' }).step).toBe('customer_info');
    expect(wizardReducer(at('success'), { type: 'BACK' }).step).toBe('success');
  });

  it('goes to the code step with the phone and the code expiry', () => {
    const next = wizardReducer(initialWizardState, { type: 'CODE_SENT', phone: '61234567', expiresAt: 1000 });
    expect(next).toMatchObject({ step: 'otp_verification', phone: '61234567', otpExpiresAt: 1000 });
    expect(wizardReducer(next, { type: 'CHANGE_PHONE' }).step).toBe('phone_verification');
  });

  it('goes to customer_info after the code, for a new and for a known customer alike', () => {
    const fresh = wizardReducer(at('otp_verification'), { type: 'PHONE_VERIFIED', prefill: null });
    expect(fresh.step).toBe('customer_info');
    expect(fresh.customerInfo).toEqual(emptyCustomerForm);
    expect(fresh.customer).toBeNull();

    const info = { ...emptyCustomerForm, firstName: 'Ana', lastName: 'Pérez' };
    const known = wizardReducer(at('otp_verification'), {
      type: 'PHONE_VERIFIED',
      prefill: { id: 'c-1', info },
    });
    expect(known.step).toBe('customer_info');
    expect(known.customerInfo).toEqual(info);
    expect(known.customer).toEqual({ id: 'c-1', existing: true });
  });

  it('walks forward through the data steps and restarts empty', () => {
    let state = at('customer_info');
    const info = { ...emptyCustomerForm, firstName: 'Ana', lastName: 'Pérez' };
    state = wizardReducer(state, { type: 'CUSTOMER_SAVED', info, customerId: 'c-9' });
    expect(state).toMatchObject({ step: 'financing_config', customer: { id: 'c-9', existing: false } });
    state = wizardReducer(state, {
      type: 'FINANCING_SAVED',
      financing: {
        motorcycleId: null,
        motorcycleLabel: null,
        saleValue: '2000',
        downPayment: '400',
        loanTermMonths: '12',
      },
    });
    expect(state.step).toBe('document_upload');
    state = wizardReducer(state, { type: 'DOCUMENTS_SAVED', documents: [] });
    expect(state.step).toBe('review_submit');
    state = wizardReducer(state, {
      type: 'SUBMITTED',
      application: { id: 'a-1', number: 'SOL-2026-000001', status: 'PENDING' },
    });
    expect(state).toMatchObject({ step: 'success', application: { id: 'a-1' } });
    expect(wizardReducer(state, { type: 'RESTART' })).toEqual(initialWizardState);
  });
});
