import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, checkFileContent } from './file-check.ts';

const MB = 1024 * 1024;
const contract = { kinds: ['pdf'], maxBytes: 5 * MB } as const;

describe('file checks', () => {
  it('lists the extensions then the MIME types for the picker', () => {
    expect(acceptAttribute(['pdf', 'jpeg'])).toBe('.pdf,.jpg,.jpeg,application/pdf,image/jpeg');
  });

  it('checks the name, then the size, with the spec messages', () => {
    expect(checkFile({ name: 'a.PDF', size: 10, type: '' }, contract)).toBeNull();
    expect(checkFile({ name: 'a.png', size: 10, type: '' }, contract)).toBe(
      'Tipo de archivo no válido. Tipos aceptados: PDF',
    );
    expect(checkFile({ name: 'a.pdf', size: 5 * MB + 1, type: '' }, contract)).toBe(
      'El archivo es demasiado grande. Máximo 5 MB',
    );
  });

  it('then reads the first bytes, as the server does', async () => {
    expect(await checkFileContent(new File(['%PDF-1.7 ...'], 'contrato.pdf'), contract)).toBeNull();
    expect(await checkFileContent(new File(['hola'], 'contrato.pdf'), contract)).toBe(
      'Tipo de archivo no válido. Tipos aceptados: PDF',
    );
  });
});
