import type { DocumentType } from '@quincena/shared';
import { DOCUMENT_TYPE_LABELS } from '../../components/domain/document-list.tsx';

/** The documents asked for when a customer is registered (spec §3), with what each one is. */
export const ONBOARDING_DOCUMENT_TYPES = [
  {
    documentType: 'LICENCIA_FRONT',
    label: DOCUMENT_TYPE_LABELS.LICENCIA_FRONT,
    description: 'Foto o escaneo del frente de la cédula de identidad.',
  },
  {
    documentType: 'LICENCIA_BACK',
    label: DOCUMENT_TYPE_LABELS.LICENCIA_BACK,
    description: 'Foto o escaneo del reverso de la cédula.',
  },
  {
    documentType: 'INCOME_PROOF',
    label: DOCUMENT_TYPE_LABELS.INCOME_PROOF,
    description: 'Talonario de pago, carta de trabajo o estado de cuenta reciente.',
  },
  {
    documentType: 'UTILITY_BILL',
    label: DOCUMENT_TYPE_LABELS.UTILITY_BILL,
    description: 'Luz, agua o teléfono, con la dirección del cliente.',
  },
] as const satisfies readonly { documentType: DocumentType; label: string; description: string }[];

export type OnboardingDocumentType = (typeof ONBOARDING_DOCUMENT_TYPES)[number]['documentType'];

export function documentTypeLabel(documentType: string): string {
  return DOCUMENT_TYPE_LABELS[documentType as DocumentType] ?? documentType;
}
