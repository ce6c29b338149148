/** Saves a fetched file under `name` through a temporary link (the file came with the bearer token). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the blob URL can go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
