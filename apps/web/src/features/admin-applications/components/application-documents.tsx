import {
  ADMIN_EXTRA_DOCUMENT_TYPES,
  DOCUMENT_SIZE_LIMITS,
  type DocumentRecord,
  adminApplicationMessages as messages,
} from '@quincena/shared';
import { BadgeCheck, Download, Eye, Undo2, Upload } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DOCUMENT_TYPE_LABELS, DocumentList } from '../../../components/domain/document-list.tsx';
import { FileDownloadFooter, FilePreview, isPreviewable } from '../../../components/domain/file-preview.tsx';
import { RowActionButton } from '../../../components/domain/row-action-button.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError, serverMessage } from '../../../lib/api-client.ts';
import { acceptAttribute, checkFileContent, type FileCheck } from '../../../lib/file-check.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { UPLOAD_FAILED_MESSAGE } from '../../../lib/upload.ts';
import { getDocumentFile, useDocumentFile } from '../api/get-document-file.ts';
import { useUnverifyDocument } from '../api/set-document-status.ts';
import { useUploadExtraDocument } from '../api/upload-extra-document.ts';
import { useVerifyDocument } from '../api/verify-document.ts';
import { FileInput, UploadProgress } from './file-input.tsx';

/** Spec part 2 §5: PDF, JPG, PNG, DOC or DOCX, up to 10 MB. */
const EXTRA_FILE: FileCheck = {
  kinds: ['pdf', 'jpeg', 'png', 'doc', 'docx'],
  maxBytes: DOCUMENT_SIZE_LIMITS.general,
};
const EXTRA_TYPE_OPTIONS = ADMIN_EXTRA_DOCUMENT_TYPES.map((type) => ({
  value: type,
  label: DOCUMENT_TYPE_LABELS[type],
}));

/** An application's documents: preview of photos and PDFs, download, verification, and an extra upload. */
export function ApplicationDocuments({
  applicationId,
  documents,
}: {
  applicationId: string;
  documents: DocumentRecord[];
}) {
  const [preview, setPreview] = useState<DocumentRecord | null>(null);
  const [toVerify, setToVerify] = useState<DocumentRecord | null>(null);
  const verify = useVerifyDocument();
  const unverify = useUnverifyDocument();
  const { toast } = useToast();

  const download = async (d: DocumentRecord) => {
    try {
      saveBlob(await getDocumentFile(d.fileUrl), d.originalName);
    } catch (error) {
      toast.error('Error al descargar el documento', serverMessage(error, 'Intente nuevamente.'));
    }
  };

  return (
    <div className="grid gap-4">
      <DocumentList
        documents={documents}
        emptyText="Esta solicitud no tiene documentos."
        actions={(d) => (
          <>
            {isPreviewable(d.mimeType) ? (
              <RowActionButton
                icon={Eye}
                label="Ver"
                aria-label={`Ver ${d.originalName}`}
                onClick={() => setPreview(d)}
              />
            ) : (
              <RowActionButton
                icon={Download}
                label="Descargar"
                aria-label={`Descargar ${d.originalName}`}
                onClick={() => void download(d)}
              />
            )}
            {d.status === 'VERIFIED' ? (
              <Button
                variant="outline"
                size="sm"
                loading={unverify.isPending && unverify.variables === d.id}
                aria-label={`Quitar verificación de ${d.originalName}`}
                onClick={() =>
                  unverify.mutate(d.id, {
                    onSuccess: () =>
                      toast.success('Verificación quitada', 'El documento vuelve a «Pendiente».'),
                    onError: (error) =>
                      toast.error(
                        'Error al quitar la verificación',
                        serverMessage(error, 'Intente nuevamente.'),
                      ),
                  })
                }
              >
                <Undo2 aria-hidden="true" />
                Quitar verificación
              </Button>
            ) : (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Verificar ${d.originalName}`}
                onClick={() => setToVerify(d)}
              >
                <BadgeCheck aria-hidden="true" />
                Verificar
              </Button>
            )}
          </>
        )}
      />
      <ExtraDocumentForm applicationId={applicationId} />
      <DocumentPreviewDialog document={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        open={toVerify !== null}
        onOpenChange={(open) => !open && setToVerify(null)}
        title="¿Verificar este documento?"
        description={
          toVerify
            ? `${DOCUMENT_TYPE_LABELS[toVerify.documentType]}: ${toVerify.originalName}. Quedará como verificado; puede deshacerlo con «Quitar verificación».`
            : undefined
        }
        confirmLabel="Verificar"
        onConfirm={async () => {
          if (!toVerify) return;
          try {
            await verify.mutateAsync(toVerify.id);
            toast.success('Documento verificado');
          } catch (error) {
            toast.error('Error al verificar el documento', serverMessage(error, 'Intente nuevamente.'));
            throw error;
          }
        }}
      />
    </div>
  );
}

function DocumentPreviewDialog({
  document: d,
  onClose,
}: {
  document: DocumentRecord | null;
  onClose: () => void;
}) {
  const file = useDocumentFile(d?.fileUrl ?? null);
  return (
    <Dialog open={d !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={d ? DOCUMENT_TYPE_LABELS[d.documentType] : 'Documento'}
        description={d?.originalName}
        size="lg"
      >
        {file.isError ? (
          <FormAlert>{messages.fileLoadFailed}</FormAlert>
        ) : (
          <FilePreview
            file={file.data}
            name={d?.originalName ?? ''}
            loadingLabel="Cargando el documento..."
          />
        )}
        {file.data && d && <FileDownloadFooter file={file.data} name={d.originalName} />}
      </DialogContent>
    </Dialog>
  );
}

/** Upload an extra document (APC, contract, other) to the application. */
function ExtraDocumentForm({ applicationId }: { applicationId: string }) {
  const upload = useUploadExtraDocument();
  const { toast } = useToast();
  const [documentType, setDocumentType] = useState<string>('APC');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Remounts the file input after an upload, which is the only way to empty it.
  const [inputKey, setInputKey] = useState(0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const issue = file ? await checkFileContent(file, EXTRA_FILE) : 'Selecciona un archivo.';
    setFileError(issue);
    if (issue || !file) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ applicationId, documentType, file, onProgress: setProgress });
      toast.success('Documento subido');
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (error) {
      toast.error(
        `${messages.uploadDocumentFailed}${isApiError(error) ? error.message : UPLOAD_FAILED_MESSAGE}`,
      );
    } finally {
      setProgress(null);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Subir documento adicional"
      className="grid gap-3 rounded-lg border border-dashed border-border p-4"
    >
      <p className="text-sm font-medium text-foreground">Subir documento adicional</p>
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:items-start">
        <Select
          label="Tipo de documento"
          options={EXTRA_TYPE_OPTIONS}
          value={documentType}
          onValueChange={setDocumentType}
        />
        <FileInput
          key={inputKey}
          label="Archivo"
          accept={acceptAttribute(EXTRA_FILE.kinds)}
          hint="PDF, JPG, PNG, DOC o DOCX · máximo 10 MB"
          error={fileError}
          onFile={(next) => {
            setFile(next);
            setFileError(null);
          }}
        />
      </div>
      {progress !== null && <UploadProgress label="Documento" fraction={progress} />}
      <div className="flex justify-end">
        <Button type="submit" variant="outline" loading={upload.isPending}>
          <Upload aria-hidden="true" />
          Subir documento
        </Button>
      </div>
    </form>
  );
}
