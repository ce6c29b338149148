import type { DocumentType } from '@quincena/shared';

/** The documents asked for when a customer is registered (spec §3), with what each one is. */
export const ONBOARDING_DOCUMENT_TYPES = [
  {
    documentType: 'LICENCIA_FRONT',
    label: 'Cédula (frente)',
    description: 'Foto o escaneo del frente de la cédula de identidad.',
  },
  {
    documentType: 'LICENCIA_BACK',
    label: 'Cédula (reverso)',
    description: 'Foto o escaneo del reverso de la cédula.',
  },
  {
    documentType: 'INCOME_PROOF',
    label: 'Comprobante de ingresos',
    description: 'Talonario de pago, carta de trabajo o estado de cuenta reciente.',
  },
  {
    documentType: 'UTILITY_BILL',
    label: 'Recibo de servicios',
    description: 'Luz, agua o teléfono, con la dirección del cliente.',
  },
] as const satisfies readonly { documentType: DocumentType; label: string; description: string }[];

export type OnboardingDocumentType = (typeof ONBOARDING_DOCUMENT_TYPES)[number]['documentType'];

export function documentTypeLabel(documentType: string): string {
  return ONBOARDING_DOCUMENT_TYPES.find((d) => d.documentType === documentType)?.label ?? documentType;
}
