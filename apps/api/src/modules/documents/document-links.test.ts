import { describe, expect, it } from 'vitest';
import { documentDownloadPath, documentIdOfDownloadPath } from './document-links.ts';

const id = '0b5b6f5e-6a8b-4a39-9a52-1f1f8c1f2c3d';

describe('document download paths', () => {
  it('reads back the id of a path it built', () => {
    expect(documentIdOfDownloadPath(documentDownloadPath(id))).toBe(id);
  });

  it('names no document for anything else', () => {
    for (const path of [
      '',
      `/api/documents/${id}`,
      `/api/documents/${id}/download?x=1`,
      `https://evil.example/api/documents/${id}/download`,
      `/api/documents/not-a-uuid/download`,
      `/api/motorcycles/${id}/download`,
      `/api/documents/${id}/download/`,
    ]) {
      expect(documentIdOfDownloadPath(path), path).toBeUndefined();
    }
  });
});
