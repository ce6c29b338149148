import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../lib/format.ts';
import { ACCEPT_ATTRIBUTE, checkDocumentFile, fileRuleFor } from './upload-rules.ts';

const MB = 1024 * 1024;
const HEADS = {
  pdf: new TextEncoder().encode('%PDF-1.4\n'),
  jpeg: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
  png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
};
/** A file whose first bytes are those of `head`, `size` bytes long in all. */
const file = (name: string, head: Uint8Array<ArrayBuffer> = HEADS.pdf, size = 1000, type = '') =>
  new File([head, new Uint8Array(Math.max(0, size - head.length))], name, { type });
const onboarding = fileRuleFor('onboarding');
const INVALID = 'Tipo de archivo no válido. Tipos aceptados: PDF, JPG, JPEG, PNG';

describe('document file checks', () => {
  it('accepts PDF, JPG, JPEG and PNG files, whatever the case of their names', async () => {
    for (const [name, head] of [
      ['a.pdf', HEADS.pdf],
      ['b.JPG', HEADS.jpeg],
      ['c.jpeg', HEADS.jpeg],
      ['d.Png', HEADS.png],
    ] as const) {
      expect(await checkDocumentFile(file(name, head), onboarding)).toBeNull();
    }
  });

  it('refuses other types with the spec message', async () => {
    expect(await checkDocumentFile(file('carta.docx'), onboarding)).toBe(INVALID);
    expect(await checkDocumentFile(file('foto.heic', HEADS.jpeg, 10, 'image/heic'), onboarding)).toBe(
      INVALID,
    );
    expect(await checkDocumentFile(file('sin-extension', HEADS.pdf, 10, 'text/plain'), onboarding)).toBe(
      INVALID,
    );
    // A name without an extension is judged by its MIME type, then by its content.
    expect(await checkDocumentFile(file('escaneo', HEADS.pdf, 10, 'application/pdf'), onboarding)).toBeNull();
  });

  it('refuses a file whose content is not what its name says, when it is chosen', async () => {
    const text = new TextEncoder().encode('esto no es un PDF');
    expect(await checkDocumentFile(file('cedula.pdf', text), onboarding)).toBe(INVALID);
    expect(
      await checkDocumentFile(file('contrato.pdf', new Uint8Array([0x50, 0x4b, 0x03, 0x04])), onboarding),
    ).toBe(INVALID);
  });

  it('allows 15 MB in the registration and 10 MB elsewhere', async () => {
    expect(onboarding.maxBytes).toBe(15 * MB);
    expect(await checkDocumentFile(file('a.pdf', HEADS.pdf, 15 * MB), onboarding)).toBeNull();
    expect(await checkDocumentFile(file('a.pdf', HEADS.pdf, 15 * MB + 1), onboarding)).toBe(
      'El archivo es demasiado grande. Máximo 15 MB',
    );
    expect(await checkDocumentFile(file('a.pdf', HEADS.pdf, 10 * MB + 1), fileRuleFor('general'))).toBe(
      'El archivo es demasiado grande. Máximo 10 MB',
    );
  });

  it('tells the file picker what to offer, and shows sizes', () => {
    expect(ACCEPT_ATTRIBUTE).toBe('.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
    expect(formatFileSize(45)).toBe('45 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * MB)).toBe('1.5 MB');
  });
});
