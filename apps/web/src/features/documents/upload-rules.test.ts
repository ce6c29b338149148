import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../lib/format.ts';
import { ACCEPT_ATTRIBUTE, checkDocumentFile, fileRuleFor } from './upload-rules.ts';

const MB = 1024 * 1024;
const file = (name: string, size = 1000, type = '') => ({ name, size, type });
const onboarding = fileRuleFor('onboarding');

describe('document file checks', () => {
  it('accepts .pdf, .jpg, .jpeg and .png, whatever the case', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.Png']) {
      expect(checkDocumentFile(file(name), onboarding)).toBeNull();
    }
  });

  it('refuses other types with the spec message', () => {
    const message = 'Tipo de archivo no válido. Tipos aceptados: PDF, JPG, JPEG, PNG';
    expect(checkDocumentFile(file('carta.docx'), onboarding)).toBe(message);
    expect(checkDocumentFile(file('foto.heic', 10, 'image/heic'), onboarding)).toBe(message);
    expect(checkDocumentFile(file('sin-extension', 10, 'text/plain'), onboarding)).toBe(message);
    // A name without an extension is judged by its MIME type.
    expect(checkDocumentFile(file('escaneo', 10, 'application/pdf'), onboarding)).toBeNull();
  });

  it('allows 15 MB in the registration and 10 MB elsewhere', () => {
    expect(onboarding.maxBytes).toBe(15 * MB);
    expect(checkDocumentFile(file('a.pdf', 15 * MB), onboarding)).toBeNull();
    expect(checkDocumentFile(file('a.pdf', 15 * MB + 1), onboarding)).toBe(
      'El archivo es demasiado grande. Máximo 15 MB',
    );
    expect(checkDocumentFile(file('a.pdf', 10 * MB + 1), fileRuleFor('general'))).toBe(
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
