import { SpinnerIcon } from './spinner.tsx';

/** A spinner in the space a page or a step is about to fill, announced to screen readers. */
export function LoadingPanel({ label = 'Cargando...' }: { label?: string }) {
  return (
    <div role="status" className="flex justify-center py-10">
      <SpinnerIcon className="text-primary" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
