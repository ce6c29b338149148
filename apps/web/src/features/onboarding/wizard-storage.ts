import { initialWizardState, WIZARD_STEPS, type WizardState } from './wizard-steps.ts';

/**
 * The vendor's registration survives a reload of the tab (issue 12, item 6): the state is kept in
 * sessionStorage (this tab only, gone when it closes; cleared on success and on sign-out). The SMS
 * code never was in it; chosen files cannot be kept, so a registration that had some resumes at the
 * documents step to attach them again.
 */
export const WIZARD_STORAGE_KEY = 'quincena.vendor-registration';

interface Saved {
  state: Omit<WizardState, 'documents'>;
  documentsChosen: number;
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function saveWizardState(state: WizardState): void {
  try {
    if (state.step === 'success' || state.step === initialWizardState.step) {
      storage()?.removeItem(WIZARD_STORAGE_KEY);
      return;
    }
    const { documents, ...rest } = state;
    const saved: Saved = { state: rest, documentsChosen: documents.length };
    storage()?.setItem(WIZARD_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage full or unavailable: a reload starts over, as before.
  }
}

export function restoreWizardState(): WizardState {
  try {
    const raw = storage()?.getItem(WIZARD_STORAGE_KEY);
    if (!raw) return initialWizardState;
    const { state, documentsChosen } = JSON.parse(raw) as Saved;
    if (!WIZARD_STEPS.includes(state.step) || state.step === 'success') return initialWizardState;
    const step = state.step === 'review_submit' && documentsChosen > 0 ? 'document_upload' : state.step;
    // A registration saved before a field was added to the form gets it empty.
    const customerInfo = { ...initialWizardState.customerInfo, ...state.customerInfo };
    return { ...initialWizardState, ...state, customerInfo, step, documents: [] };
  } catch {
    return initialWizardState;
  }
}
