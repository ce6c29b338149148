import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeStatementText,
  detectDelimiter,
  findPayerPhone,
  findPaymentReference,
  openStatementText,
  parseStatementAmount,
  parseStatementDate,
  readCsvHeader,
  standardMapping,
} from './bank-statement.ts';
import { paymentReference } from './payment-reference.ts';

/** Cents written as a bank would: thousands grouped by `group`, decimals after `decimal`. */
function written(cents: number, group: string, decimal: string): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${whole}${decimal}${String(cents % 100).padStart(2, '0')}`;
}

describe('parseStatementAmount', () => {
  it('reads every common way of writing an amount to the exact cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999_999_99 }),
        fc.constantFrom(['', '.'], [',', '.'], ['.', ','], ['', ',']),
        fc.constantFrom('', '$', 'B/. ', 'USD '),
        (cents, [group, decimal], currency) => {
          const text = `${currency}${written(cents, group ?? '', decimal ?? '.')}`;
          expect(parseStatementAmount(text)).toEqual({ cents });
        },
      ),
    );
  });

  it('reads whole amounts and one decimal', () => {
    expect(parseStatementAmount('125')).toEqual({ cents: 12500 });
    expect(parseStatementAmount('1,234')).toEqual({ cents: 123400 });
    expect(parseStatementAmount('1.234.567')).toEqual({ cents: 123456700 });
    expect(parseStatementAmount('12,5')).toEqual({ cents: 1250 });
    expect(parseStatementAmount(' +40.1 ')).toEqual({ cents: 4010 });
  });

  it('refuses debits, zero, blanks and what is not a number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (cents) => {
        const text = written(cents, ',', '.');
        expect(parseStatementAmount(`-${text}`)).toEqual({ error: 'negative' });
        expect(parseStatementAmount(`(${text})`)).toEqual({ error: 'negative' });
      }),
    );
    expect(parseStatementAmount('0.00')).toEqual({ error: 'zero' });
    expect(parseStatementAmount('  ')).toEqual({ error: 'empty' });
    for (const text of [
      'abc',
      '1.2.3,4,5',
      '12.345,6.7',
      '1,23,456.00',
      '12e3',
      '1,2345',
      '--5',
      '1.234,567',
    ]) {
      expect(parseStatementAmount(text), text).toEqual({ error: 'invalid' });
    }
  });
});

describe('parseStatementDate', () => {
  it('reads ISO and day-first dates, with or without a time', () => {
    expect(parseStatementDate('2026-09-15')).toBe('2026-09-15');
    expect(parseStatementDate('15/09/2026')).toBe('2026-09-15');
    expect(parseStatementDate('5-9-2026')).toBe('2026-09-05');
    expect(parseStatementDate('15.09.2026 14:30')).toBe('2026-09-15');
    expect(parseStatementDate('2026-09-15T10:00:00')).toBe('2026-09-15');
  });

  it('refuses what is no real date', () => {
    for (const text of ['', '2026-13-01', '31/02/2026', '09/15/2026', 'ayer', '2026/09/15x', '15-09-26']) {
      expect(parseStatementDate(text), text).toBeUndefined();
    }
  });

  it('gives back every real day written day first', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          const [y, m, day] = iso.split('-');
          expect(parseStatementDate(`${day}/${m}/${y}`)).toBe(iso);
        },
      ),
    );
  });
});

describe('findPaymentReference', () => {
  it('finds a loan’s reference anywhere in the text, and only with its check digit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2099 }), fc.integer({ min: 1, max: 9_999_999 }), (year, n) => {
        const reference = paymentReference(`SOL-${year}-${String(n).padStart(6, '0')}`);
        expect(findPaymentReference(`PAGO ${reference.toLowerCase()} CUOTA`)).toEqual({ year, number: n });
        const wrong = `${reference.slice(0, -1)}${(Number(reference.slice(-1)) + 1) % 10}`;
        expect(findPaymentReference(`PAGO ${wrong}`)).toBeUndefined();
      }),
    );
    expect(findPaymentReference('TRANSFERENCIA 123456789012')).toBeUndefined();
  });
});

describe('findPayerPhone', () => {
  it('finds a Panama mobile number in the payer’s text', () => {
    expect(findPayerPhone('JUAN PEREZ 6123-4567')).toBe('+50761234567');
    expect(findPayerPhone('ACH +507 6123 4567')).toBe('+50761234567');
    expect(findPayerPhone('61234567')).toBe('+50761234567');
    expect(findPayerPhone('CUENTA 0412345678')).toBeUndefined();
    expect(findPayerPhone('TEL 2123-4567')).toBeUndefined();
  });
});

describe('reading the file', () => {
  it('decodes UTF-8 (dropping its BOM) and falls back to Windows-1252', () => {
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Descripción')]);
    expect(decodeStatementText(utf8)).toBe('Descripción');
    const latin1 = new Uint8Array([...new TextEncoder().encode('Descripci'), 0xf3, 0x6e]);
    expect(decodeStatementText(latin1)).toBe('Descripción');
  });

  it('detects the separator and reads the header', () => {
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectDelimiter('"a;b",c,d')).toBe(',');
    expect(readCsvHeader('\r\n"Fecha";"Monto ""USD""";Ref\r\n1;2;3')).toEqual({
      delimiter: ';',
      columns: ['Fecha', 'Monto "USD"', 'Ref'],
    });
    expect(readCsvHeader('')).toEqual({ delimiter: ',', columns: [] });
  });

  it('opens a statement, or says why it is none', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(openStatementText(bytes('\uFEFFdate;amount;reference;payer;id\r\n1;2;3;4;5'))).toEqual({
      text: 'date;amount;reference;payer;id\r\n1;2;3;4;5',
      delimiter: ';',
      columns: ['date', 'amount', 'reference', 'payer', 'id'],
    });
    expect(openStatementText(new Uint8Array([0x89, 0x50, 0, 1]))).toEqual({ problem: 'notText' });
    expect(openStatementText(bytes('\r\n \r\n'))).toEqual({ problem: 'empty' });
    expect(openStatementText(bytes('a,b,c\r\n1,2,3'))).toEqual({ problem: 'tooFewColumns' });
  });

  it('takes a header naming the five fields, in any case, as its own mapping', () => {
    const columns = ['Date', 'AMOUNT', 'reference', 'Payer', 'BankTransactionId', 'Saldo'];
    expect(standardMapping(columns)).toEqual({
      date: 'Date',
      amount: 'AMOUNT',
      reference: 'reference',
      payer: 'Payer',
      bankTransactionId: 'BankTransactionId',
    });
    expect(standardMapping(['Fecha', 'amount', 'reference', 'payer', 'bankTransactionId'])).toBeUndefined();
  });
});
