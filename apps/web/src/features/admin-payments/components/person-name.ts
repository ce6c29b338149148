import { formatPhone } from '../../../lib/format.ts';

/** 'María González', or the phone when the customer has no name yet. */
export const personName = (person: {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
}) => [person.firstName, person.lastName].filter(Boolean).join(' ') || formatPhone(person.phoneNumber);
