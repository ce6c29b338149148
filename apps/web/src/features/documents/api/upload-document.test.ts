import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../../../lib/api-client.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { uploadDocument } from './upload-document.ts';

const pdf = () => new File(['%PDF-1.4\n'], 'cedula.pdf', { type: 'application/pdf' });

afterEach(() => {
  FakeXhr.last = null;
});

describe('uploadDocument', () => {
  it('posts the fields and the file with the session token and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const progress: number[] = [];
    const pending = uploadDocument({
      file: pdf(),
      documentType: 'LICENCIA_FRONT',
      applicationId: 'app-1',
      context: 'onboarding',
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/documents/upload-universal');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['documentType', 'applicationId', 'context', 'document']);
    expect(xhr.body?.get('documentType')).toBe('LICENCIA_FRONT');
    expect(xhr.body?.get('context')).toBe('onboarding');
    expect((xhr.body?.get('document') as File | undefined)?.name).toBe('cedula.pdf');

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.respond(201, { success: true, data: { document: { id: 'd-1' } } });
    await expect(pending).resolves.toEqual({ id: 'd-1' });
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects with the server's message (content check, size limit)", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const refused = uploadDocument({ file: pdf(), documentType: 'INCOME_PROOF' });
    FakeXhr.last?.respond(400, {
      success: false,
      code: 'INVALID_FILE_TYPE',
      message: 'Tipo de archivo no válido. Tipos aceptados: PDF, JPG, JPEG, PNG',
    });
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_FILE_TYPE',
      message: 'Tipo de archivo no válido. Tipos aceptados: PDF, JPG, JPEG, PNG',
    });

    const tooLarge = uploadDocument({ file: pdf(), documentType: 'INCOME_PROOF' });
    FakeXhr.last?.respond(413, '<html>Request Entity Too Large</html>');
    const error = await tooLarge.catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(413);
    expect(isApiError(error) && error.message).toBe('Error al subir el archivo');
  });

  it('rejects when the connection fails or the upload is cancelled', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failing = uploadDocument({ file: pdf(), documentType: 'UTILITY_BILL' });
    FakeXhr.last?.onerror?.();
    await expect(failing).rejects.toMatchObject({ code: 'NETWORK_ERROR' });

    const controller = new AbortController();
    const cancelled = uploadDocument({
      file: pdf(),
      documentType: 'UTILITY_BILL',
      signal: controller.signal,
    });
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ name: 'AbortError' });
  });
});
