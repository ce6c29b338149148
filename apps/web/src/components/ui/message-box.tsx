import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** A boxed message with its icon: red for an error, blue for a note. The caller decides how it is announced. */
export function MessageBox({
  tone,
  role,
  className,
  children,
}: {
  tone: 'error' | 'info';
  role?: 'alert' | 'status';
  className?: string;
  children: ReactNode;
}) {
  const isError = tone === 'error';
  const Icon = isError ? CircleAlert : Info;
  return (
    <div
      role={role}
      className={cn(
        'flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm',
        isError
          ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/70 dark:bg-red-950/40 dark:text-red-200'
          : 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900/70 dark:bg-sky-950/40 dark:text-sky-200',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{children}</p>
    </div>
  );
}
