import { z } from 'zod';

/** POST /customers/credit-applications/{id}/contract/accept: the code texted for this contract. */
export const acceptContractBody = z.object({
  otp: z.string().regex(/^\d{6}$/, 'El código debe tener 6 dígitos.'),
});
export type AcceptContractBody = z.input<typeof acceptContractBody>;

/** A contract the customer accepted: when, and the SHA-256 (hex) of the exact PDF it accepted. */
export const contractAcceptance = z.object({
  acceptedAt: z.string(),
  sha256: z.string(),
});
export type ContractAcceptance = z.infer<typeof contractAcceptance>;

/** The back-office's view: also where it was accepted from, and the accepted PDF's download path. */
export const contractAcceptanceView = z.object({
  acceptance: contractAcceptance
    .extend({ ipAddress: z.string(), userAgent: z.string().nullable(), documentUrl: z.string() })
    .nullable(),
});
export type ContractAcceptanceView = z.infer<typeof contractAcceptanceView>;

/** The contract acceptance's texts the API and the screens share. */
export const contractMessages = {
  alreadyAccepted: 'Este contrato ya fue aceptado.',
  notAcceptable: 'El contrato se acepta mientras el crédito está aprobado, antes del desembolso.',
  accepted: 'Contrato aceptado',
} as const;
