import { z } from 'zod';

/** A vehicle identification number (ISO 3779): 17 letters and digits, never I, O or Q. */
export const VIN_LENGTH = 17;
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const vinMessages = {
  required: 'VIN es requerido',
  tooLong: 'El VIN no puede superar 17 caracteres.',
  tooShort: (length: number) => `El VIN tiene 17 caracteres; este tiene ${length}.`,
  characters: 'El VIN lleva solo letras y números, sin I, O ni Q.',
  hint: '17 caracteres, sin I, O ni Q.',
} as const;

/**
 * What is wrong with a VIN as typed (after trimming), or null when it is one. Letters count in either
 * case: the screens show them in capitals and the API stores them so (`normalizeVin`).
 */
export function vinProblem(text: string): string | null {
  const vin = normalizeVin(text);
  if (vin.length > VIN_LENGTH) return vinMessages.tooLong;
  if (vin.length < VIN_LENGTH) return vinMessages.tooShort(vin.length);
  return VIN_PATTERN.test(vin) ? null : vinMessages.characters;
}

export const normalizeVin = (text: string) => text.trim().toUpperCase();

const checkVin = (text: string, ctx: z.RefinementCtx) => {
  const problem = vinProblem(text);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};
/**
 * The VIN rule speaks only once some text is typed: an empty field has its own message, and a value
 * that is not text at all (true, null, a number) only its type's — never reaches the rule.
 */
const typed = {
  when: (payload: { value: unknown }) => typeof payload.value === 'string' && payload.value !== '',
};

/**
 * A VIN that must be given: the disbursement's actual VIN. A string schema still (capitals by
 * `toUpperCase`, no transform), so a form's own checks run beside it and every message shows at once.
 */
export const requiredVin = z
  .string({ error: vinMessages.required })
  .trim()
  .toUpperCase()
  .min(1, vinMessages.required)
  .superRefine(checkVin, typed);

/** A VIN that may be left empty (approve, assign): empty means "not given". */
export const optionalVin = z
  .string({ error: vinMessages.characters })
  .trim()
  .toUpperCase()
  .superRefine(checkVin, typed)
  .optional()
  .transform((v) => (v === '' ? undefined : v));
