import { type IsoDate, isIsoDate } from './dates.ts';

/** Who may sign a loan: adults, by their age on Panama's calendar date. */
export const MIN_BORROWER_AGE = 18;
/** Beyond this a birth date is a typing slip (1825 for 1985), not a customer. */
export const MAX_PLAUSIBLE_AGE = 120;

/** Whole years from `birth` to `today` (both `YYYY-MM-DD`); a 29 February birthday counts on 1 March. */
export function ageOn(birth: IsoDate, today: IsoDate): number {
  const years = Number(today.slice(0, 4)) - Number(birth.slice(0, 4));
  // 'MM-DD' strings compare in calendar order.
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
}

export type BirthDateProblem = 'invalid' | 'future' | 'underage' | 'implausible';

/** What is wrong with a birth date on `today` (Panama's date), or null when it is an adult's. */
export function birthDateProblem(birth: string, today: IsoDate): BirthDateProblem | null {
  if (!isIsoDate(birth)) return 'invalid';
  if (birth > today) return 'future';
  const age = ageOn(birth, today);
  if (age < MIN_BORROWER_AGE) return 'underage';
  return age > MAX_PLAUSIBLE_AGE ? 'implausible' : null;
}

/**
 * A person's name as identity documents write it: letters of the Latin script with their accents
 * (á, ñ, ü…), spaces, apostrophes, hyphens and dots, with at least one letter. No digits, no emoji.
 */
const PERSON_NAME = /^(?=.*\p{Script=Latin})[\p{Script=Latin}\p{M} '’.-]+$/u;

export function isPersonName(text: string): boolean {
  return PERSON_NAME.test(text);
}
