import { CircleAlert, Info } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

export interface WizardMessage {
  tone: 'error' | 'info';
  text: string;
}

/**
 * A message at the top of a step. The live region is always in the page so a new error is announced
 * (role="alert" for errors, a polite status for notes).
 */
export function FormMessage({ message, className }: { message: WizardMessage | null; className?: string }) {
  const isError = message?.tone === 'error';
  return (
    <div role={isError ? 'alert' : 'status'} aria-live={isError ? 'assertive' : 'polite'}>
      {message && (
        <div
          className={cn(
            'flex items-start gap-2.5 rounded-lg border px-3 py-2.5 text-sm',
            isError
              ? 'border-red-200 bg-red-50 text-red-800 dark:border-red-900/70 dark:bg-red-950/40 dark:text-red-200'
              : 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900/70 dark:bg-sky-950/40 dark:text-sky-200',
            className,
          )}
        >
          {isError ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <p>{message.text}</p>
        </div>
      )}
    </div>
  );
}

export const errorMessage = (text: string): WizardMessage => ({ tone: 'error', text });
