import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  approveApplicationBody,
  assignVehicleInfoBody,
  disburseApplicationBody,
} from './admin-applications.ts';
import { optionalVin, requiredVin, vinMessages, vinProblem } from './vehicle.ts';

const VALID = '9C2KC1670R1234567';
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

describe('vinProblem', () => {
  it('accepts 17 letters and digits without I, O or Q, in either case', () => {
    expect(vinProblem(VALID)).toBeNull();
    expect(vinProblem('1hgbh41jxmn109186')).toBeNull();
    expect(vinProblem(`  ${VALID} `)).toBeNull();
  });

  it.each([
    ['nine characters', '9C2KC1670', vinMessages.tooShort(9)],
    ['eighteen characters', `${VALID}8`, vinMessages.tooLong],
    ['an I', '9C2KC1670I1234567', vinMessages.characters],
    ['an o', '9C2KC1670o1234567', vinMessages.characters],
    ['a Q', 'Q9C2KC1670R123456', vinMessages.characters],
    ['a hyphen', '9C2KC-670R1234567', vinMessages.characters],
    ['an inner space', '9C2KC 670R1234567', vinMessages.characters],
  ])('refuses %s', (_what, text, message) => {
    expect(vinProblem(text)).toBe(message);
  });

  it('accepts every 17-character string of the VIN alphabet and refuses every other length', () => {
    const char = fc.constantFrom(...VIN_CHARS);
    fc.assert(
      fc.property(fc.array(char, { minLength: 17, maxLength: 17 }), (chars) => {
        expect(vinProblem(chars.join(''))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(fc.array(char, { minLength: 1, maxLength: 40 }), (chars) => {
        fc.pre(chars.length !== 17);
        expect(vinProblem(chars.join(''))).not.toBeNull();
      }),
    );
  });
});

describe('the VIN schemas', () => {
  it('store the VIN in capitals', () => {
    expect(requiredVin.parse('9c2kc1670r1234567')).toBe(VALID);
    expect(optionalVin.parse(' 9c2kc1670r1234567 ')).toBe(VALID);
  });

  it('take an empty optional VIN as not given, and ask for a required one', () => {
    expect(optionalVin.parse('')).toBeUndefined();
    expect(optionalVin.parse(undefined)).toBeUndefined();
    const parsed = requiredVin.safeParse('');
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([vinMessages.required]);
  });

  it.each([true, null, 17, [], {}])('refuse %j as a VIN with a message, never a crash', (value) => {
    expect(optionalVin.safeParse(value).success).toBe(false);
    expect(requiredVin.safeParse(value).success).toBe(false);
  });

  it('are the rule of every form that takes a VIN', () => {
    const nine = '9C2KC1670';
    expect(approveApplicationBody.safeParse({ vin: nine }).error?.issues[0]?.message).toBe(
      vinMessages.tooShort(9),
    );
    expect(assignVehicleInfoBody.safeParse({ vin: nine }).error?.issues[0]?.message).toBe(
      vinMessages.tooShort(9),
    );
    const disbursement = {
      actualVin: nine,
      actualPlate: 'AB1234',
      insurancePolicy: 'POL-1',
      contractUrl: '/api/documents/x/download',
    };
    expect(disburseApplicationBody.safeParse(disbursement).error?.issues[0]).toMatchObject({
      path: ['actualVin'],
      message: vinMessages.tooShort(9),
    });
  });
});
