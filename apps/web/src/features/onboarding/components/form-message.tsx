import { MessageBox } from '../../../components/ui/message-box.tsx';

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
        <MessageBox tone={message.tone} className={className}>
          {message.text}
        </MessageBox>
      )}
    </div>
  );
}

export const errorMessage = (text: string): WizardMessage => ({ tone: 'error', text });
