import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A form-level error (usually the server's message), announced at once. Renders nothing without one. */
export function FormAlert({ children, className }: { children?: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      className={cn(
        'flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800',
        'dark:border-red-900/70 dark:bg-red-950/40 dark:text-red-200',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}

export interface FieldIssue {
  field: string;
  message: string;
}

/** The `details: [{ field, message }]` of an API error envelope, ignoring anything else. */
export function fieldIssuesOf(details: unknown): FieldIssue[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (item): item is FieldIssue =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FieldIssue).field === 'string' &&
      typeof (item as FieldIssue).message === 'string',
  );
}
