import type { Motorcycle } from '@quincena/shared';
import { type ChangeEvent, useEffect, useState } from 'react';
import { MotorcyclePhoto } from '../../../components/domain/motorcycle-photo.tsx';
import { FieldFrame, useFieldIds } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { checkMotorcycleImage, IMAGE_ACCEPT } from '../image-file.ts';

/** A local preview of the chosen file, released when it changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export interface MotorcycleImageFieldProps {
  /** The motorcycle being edited (its current photo), or null on create. */
  motorcycle: Pick<Motorcycle, 'brand' | 'model' | 'imageUrl'> | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
}

/** The photo picker: checked in the browser (name, size and first bytes) before it is sent. */
export function MotorcycleImageField({ motorcycle, file, onFileChange }: MotorcycleImageFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const hint = 'JPG, PNG o WEBP · máximo 5 MB';
  const { controlId, hintId, errorId, describedBy, invalid } = useFieldIds(undefined, hint, error);
  const preview = useObjectUrl(file);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = input.files?.[0] ?? null;
    if (!chosen) return;
    const problem = await checkMotorcycleImage(chosen);
    setError(problem);
    if (problem) input.value = '';
    onFileChange(problem ? null : chosen);
  };

  return (
    <div className="flex items-start gap-4">
      <MotorcyclePhoto
        motorcycle={{
          brand: motorcycle?.brand ?? '',
          model: motorcycle?.model ?? 'nueva',
          imageUrl: preview ?? motorcycle?.imageUrl ?? null,
        }}
        className="mt-6 size-20 rounded-lg border border-border"
      />
      <FieldFrame
        id={controlId}
        label="Foto"
        hint={hint}
        error={error}
        hintId={hintId}
        errorId={errorId}
        className="min-w-0 flex-1"
      >
        <input
          id={controlId}
          type="file"
          accept={IMAGE_ACCEPT}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          onChange={(event) => void choose(event)}
          className={cn(
            'block w-full text-sm text-muted-foreground',
            'file:mr-3 file:rounded-lg file:border file:border-input file:bg-card file:px-3 file:py-2 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30',
          )}
        />
      </FieldFrame>
    </div>
  );
}
