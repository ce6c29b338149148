import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { saveBlob } from '../../lib/save-blob.ts';
import { Button } from '../ui/button.tsx';
import { DialogFooter } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** Whether a file of this type can be shown in place (a photo, or a PDF in the browser's viewer). */
export const isPreviewable = (mimeType: string) =>
  mimeType.startsWith('image/') || mimeType === 'application/pdf';

/**
 * A fetched file shown in place: a photo as an image, a PDF in a frame. The file was fetched with the
 * session, so it is shown from a blob: URL (the one source the CSP's frame-src allows), one URL per
 * file, released when the file changes or the preview goes.
 */
export function FilePreview({
  file,
  name,
  loadingLabel,
}: {
  file: Blob | undefined;
  name: string;
  loadingLabel: string;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => {
      URL.revokeObjectURL(url);
      setSrc(null);
    };
  }, [file]);

  if (!file || !src) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={loadingLabel} />
      </div>
    );
  }
  if (file.type.startsWith('image/')) {
    return <img src={src} alt={name} className="mx-auto max-h-[65dvh] w-auto rounded-lg object-contain" />;
  }
  return (
    <div className="grid gap-2">
      <iframe title={name} src={src} className="h-[65dvh] w-full rounded-lg border border-border" />
      {/* Some phone browsers have no PDF viewer and leave the frame blank. */}
      <p className="text-sm text-muted-foreground">Si el PDF no se muestra, use «Descargar».</p>
    </div>
  );
}

/** Under a previewed file in a dialog: Descargar saves the very file shown (fetched once, with the session). */
export function FileDownloadFooter({ file, name }: { file: Blob; name: string }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={() => saveBlob(file, name)}>
        <Download aria-hidden="true" />
        Descargar
      </Button>
    </DialogFooter>
  );
}
