import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import { ageOn, birthDateProblem, isPersonName } from './identity.ts';

describe('ageOn', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2008-03-15', '2026-03-14')).toBe(17);
    expect(ageOn('2008-03-15', '2026-03-15')).toBe(18);
    expect(ageOn('1990-12-31', '2026-01-01')).toBe(35);
  });

  it('counts a 29 February birthday on 1 March in common years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });
});

describe('birthDateProblem', () => {
  const today = '2026-08-12';

  it('accepts an adult', () => {
    expect(birthDateProblem('2008-08-12', today)).toBeNull();
    expect(birthDateProblem('1960-01-31', today)).toBeNull();
  });

  it.each([
    ['tomorrow', '2026-08-13', 'future'],
    ['a year ahead', '2027-01-01', 'future'],
    ['today', '2026-08-12', 'underage'],
    ['the day before the 18th birthday', '2008-08-13', 'underage'],
    ['121 years ago', '1905-08-11', 'implausible'],
    ['an impossible date', '2000-02-30', 'invalid'],
    ['not a date', '12/08/2000', 'invalid'],
  ])('refuses %s', (_what, birth, problem) => {
    expect(birthDateProblem(birth, today)).toBe(problem);
  });

  it('turns adult exactly on the 18th birthday, whatever the day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 365 * 60 }), (offset) => {
        const day = addDays('2000-01-01', offset);
        const birth = `${Number(day.slice(0, 4)) - 18}${day.slice(4)}`;
        // 18 years before a 29 February is never a leap year: no one is born that day.
        if (day.endsWith('02-29')) return;
        expect(birthDateProblem(birth, addDays(day, -1))).toBe('underage');
        expect(birthDateProblem(birth, day)).toBeNull();
      }),
    );
  });
});

describe('isPersonName', () => {
  it.each([
    'María José',
    'Núñez Pérez',
    'Güell',
    "O'Neill",
    'O’Brien',
    'Smith-Jones',
    'Ma. Fernanda',
    'Ana ',
  ])('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(['Ana 😀', '😀', 'Juan2', 'Pedro_Luis', 'Ana@', '<b>Ana</b>', '---', "'. ", 'Иван', ''])(
    'refuses %j',
    (name) => {
      expect(isPersonName(name)).toBe(false);
    },
  );
});
