import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { MessageBox } from '../../../components/ui/message-box.tsx';

export interface FlowMessage {
  tone: 'error' | 'info';
  text: string;
  /** The message is about what was typed (a wrong code), so the field is marked invalid. */
  aboutInput?: boolean;
}

/** A message at the top of a step. Errors are announced at once (role="alert"), notes politely. */
export function StepMessage({ message, className }: { message: FlowMessage | null; className?: string }) {
  if (!message) return null;
  return (
    <MessageBox
      tone={message.tone}
      role={message.tone === 'error' ? 'alert' : 'status'}
      className={className}
    >
      {message.text}
    </MessageBox>
  );
}

export interface StepLayoutProps {
  /** The step's heading (h2); the page's h1 stays 'Iniciar sesión'. */
  title?: ReactNode;
  description?: ReactNode;
  message?: FlowMessage | null;
  /** Shows a back button above the heading. */
  onBack?: () => void;
  backLabel?: string;
  children: ReactNode;
}

/** The frame shared by the login steps: back button, heading, description, message, content. */
export function StepLayout({
  title,
  description,
  message = null,
  onBack,
  backLabel = 'Volver',
  children,
}: StepLayoutProps) {
  return (
    <section
      aria-label={typeof title === 'string' ? title : undefined}
      className="grid gap-5 group-data-step-changed/flow:animate-step-in"
    >
      {(onBack || title || description) && (
        <div className="grid gap-1.5">
          {onBack && (
            <button
              type="button"
              onClick={onBack}
              className="-ml-1 mb-1 inline-flex w-fit items-center gap-1.5 rounded-md px-1 py-0.5 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {backLabel}
            </button>
          )}
          {title && <h2 className="text-lg font-semibold tracking-tight text-foreground">{title}</h2>}
          {description && <p className="text-sm text-muted-foreground">{description}</p>}
        </div>
      )}
      <StepMessage message={message} />
      {children}
    </section>
  );
}
