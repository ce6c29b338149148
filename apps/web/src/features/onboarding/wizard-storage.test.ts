import { describe, expect, it } from 'vitest';
import { initialWizardState, type WizardState } from './wizard-steps.ts';
import { restoreWizardState, saveWizardState, WIZARD_STORAGE_KEY } from './wizard-storage.ts';

const atReview: WizardState = {
  ...initialWizardState,
  step: 'review_submit',
  phone: '61234567',
  customer: { id: 'c-1', existing: false },
};

describe('the registration kept across a reload', () => {
  it('resumes at the same step', () => {
    saveWizardState(atReview);
    expect(restoreWizardState()).toEqual(atReview);
  });

  it('sends a registration whose files were lost back to the documents step', () => {
    const file = new File(['%PDF-1.4'], 'cedula.pdf');
    saveWizardState({ ...atReview, documents: [{ documentType: 'LICENCIA_FRONT', file }] });
    expect(restoreWizardState()).toMatchObject({ step: 'document_upload', documents: [] });
  });

  it('forgets a finished registration and anything it cannot read', () => {
    saveWizardState(atReview);
    saveWizardState({ ...atReview, step: 'success' });
    expect(sessionStorage.getItem(WIZARD_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(WIZARD_STORAGE_KEY, '{no es json');
    expect(restoreWizardState()).toEqual(initialWizardState);
    sessionStorage.setItem(
      WIZARD_STORAGE_KEY,
      JSON.stringify({ state: { step: 'otro' }, documentsChosen: 0 }),
    );
    expect(restoreWizardState()).toEqual(initialWizardState);
  });
});
