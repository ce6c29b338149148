import {
  ADMIN_SEARCH_GROUP_LIMIT,
  type AdminSearchResults,
  formatApplicationNumber,
  maskIdentityNumber,
  normalizePanamaPhone,
  parseApplicationNumber,
} from '@quincena/shared';
import type { Executor } from '../../db/client.ts';
import { compact, containsPattern, prefixPattern } from '../../db/search.ts';
import { findApplications, findCustomers, type SearchTerms } from './search.repository.ts';

/** Trigrams need three characters; a shorter "contains" would read the whole book. */
const CONTAINS_MIN = 3;
const PHONE_TEXT = /^[\d\s\-().+]+$/;
const MAX_SEQUENCE_NUMBER = 2_147_483_647;

/**
 * What one typed text can be: a name, a phone (whole → E.164, or some of its digits), an identity
 * number, VIN or plate (in capitals and digits, as their indexes hold them), an application number
 * ('SOL-2026-000123' or its bare sequence number).
 */
export function searchTermsOf(q: string): SearchTerms {
  const text = q.trim();
  const long = text.length >= CONTAINS_MIN;
  const phone = normalizePanamaPhone(text) ?? undefined;
  const digits = PHONE_TEXT.test(text) ? text.replace(/\D/g, '') : '';
  const compacted = compact(text);
  const bare = /^\d+$/.test(text) ? Number(text) : undefined;
  const applicationNumber =
    parseApplicationNumber(text) ??
    (bare !== undefined && bare > 0 && bare <= MAX_SEQUENCE_NUMBER ? bare : undefined);
  return {
    namePattern: long ? containsPattern(text) : undefined,
    namePrefix: long ? undefined : prefixPattern(text.toLowerCase()),
    phone,
    phoneDigitsPattern:
      phone === undefined && digits.length >= CONTAINS_MIN ? containsPattern(digits) : undefined,
    compactPattern: compacted.length >= CONTAINS_MIN ? containsPattern(compacted) : undefined,
    applicationNumber,
  };
}

const joinName = (first: string | null, last: string | null) =>
  [first, last].filter((part) => part?.trim()).join(' ') || null;

/** The admin's global search: a few customers and a few applications, each enough to open it. */
export async function search(db: Executor, q: string): Promise<{ results: AdminSearchResults }> {
  const terms = searchTermsOf(q);
  const [customers, applications] = await Promise.all([
    findCustomers(db, terms, ADMIN_SEARCH_GROUP_LIMIT),
    findApplications(db, terms, ADMIN_SEARCH_GROUP_LIMIT),
  ]);
  return {
    results: {
      customers: customers.map((c) => ({
        id: c.id,
        name: joinName(c.firstName, c.lastName),
        phoneNumber: c.phoneNumber,
        identityNumber: c.identityNumber ? maskIdentityNumber(c.identityNumber) : null,
      })),
      applications: applications.map((a) => ({
        id: a.id,
        number: formatApplicationNumber(a.number, a.createdAt),
        status: a.status,
        customerName: joinName(a.firstName, a.lastName),
        motorcycle: `${a.brand} ${a.model} ${a.year}`,
        vin: a.vin,
        plate: a.placa,
      })),
    },
  };
}
