import type { SubmittedApplication } from '@quincena/shared';
import { createPlaceholderMotorcycle } from './api/create-placeholder-motorcycle.ts';
import { submitVendorApplication } from './api/submit-vendor-application.ts';
import type { ValidFinancing } from './financing.ts';

export type SubmitPhase = 'motorcycle' | 'application' | 'documents';

export const SUBMIT_PHASE_LABELS: Record<SubmitPhase, string> = {
  motorcycle: 'Registrando la moto…',
  application: 'Enviando la solicitud…',
  documents: 'Subiendo documentos…',
};

/** A placeholder motorcycle created by an attempt that then failed: reused when the price is the same. */
export interface Placeholder {
  id: string;
  price: number;
}

export interface RegistrationInput {
  customerId: string;
  /** A catalog motorcycle; null to create the spec's placeholder with the sale value as price. */
  motorcycleId: string | null;
  financing: ValidFinancing;
  placeholder: Placeholder | null;
  onPhase?: (phase: SubmitPhase) => void;
  /** Told about the placeholder as soon as it exists, so a retry does not create another. */
  onPlaceholder?: (placeholder: Placeholder) => void;
  /** This submission's key: a retry of the same registration is replayed by the server, not doubled. */
  idempotencyKey: string;
}

/**
 * Spec §7 onboarding sequence, steps 4–5: the motorcycle (catalog pick, or a placeholder priced at the
 * sale value), then the vendor's application for the sale value, down payment and term.
 */
export async function submitVendorRegistration(input: RegistrationInput): Promise<SubmittedApplication> {
  const { financing } = input;
  let motorcycleId = input.motorcycleId;
  if (!motorcycleId) {
    input.onPhase?.('motorcycle');
    if (input.placeholder && input.placeholder.price === financing.saleValue) {
      motorcycleId = input.placeholder.id;
    } else {
      motorcycleId = await createPlaceholderMotorcycle(financing.saleValue);
      input.onPlaceholder?.({ id: motorcycleId, price: financing.saleValue });
    }
  }
  input.onPhase?.('application');
  return submitVendorApplication(
    {
      customerId: input.customerId,
      motorcycleId,
      requestedAmount: financing.saleValue,
      downPayment: financing.downPayment,
      loanTermMonths: financing.loanTermMonths,
    },
    input.idempotencyKey,
  );
}
