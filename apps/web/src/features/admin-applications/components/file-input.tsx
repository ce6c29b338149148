import type { ReactNode } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { LOCALE } from '../../../lib/format.ts';

export interface FileInputProps {
  label: ReactNode;
  accept: string;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  name?: string;
  /** The chosen file, or null when the choice is cleared. */
  onFile: (file: File | null) => void;
  onBlur?: () => void;
}

/** A labelled native file picker (keyboard and screen-reader friendly as it is). */
export function FileInput({ label, accept, hint, error, required, name, onFile, onBlur }: FileInputProps) {
  return (
    <Input
      type="file"
      label={label}
      accept={accept}
      hint={hint}
      error={error}
      required={required}
      name={name}
      onBlur={onBlur}
      onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      className="h-auto py-2 file:mr-3 file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium file:text-foreground"
    />
  );
}

const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });

/** How much of a file has been sent. */
export function UploadProgress({ label, fraction }: { label: string; fraction: number }) {
  const text = fraction >= 1 ? `${label}: subido` : `${label}: subiendo ${percent.format(fraction)}`;
  return (
    <div className="grid gap-1.5">
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {text}
      </p>
      <progress
        value={fraction}
        max={1}
        aria-label={label}
        className="h-1.5 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
      />
    </div>
  );
}
