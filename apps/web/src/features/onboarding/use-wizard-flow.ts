import { type Dispatch, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast.tsx';
import { useNavigate } from '../../lib/router.tsx';
import { errorMessage, type WizardMessage } from './components/form-message.tsx';
import type { WizardFailure } from './onboarding-messages.ts';

/**
 * What both registration wizards do around their reducer: the message at the top of the step, the
 * server's field errors, moving to another step (which clears both) and failing (the banner, or signing
 * in again when the session is over).
 */
export function useWizardFlow<Action>(dispatch: Dispatch<Action>, path: string) {
  const [message, setMessage] = useState<WizardMessage | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  // The first step's heading is not focused on arrival; every later step's is.
  const moved = useRef(false);
  const navigate = useNavigate();

  const go = (action: Action, next: WizardMessage | null = null) => {
    moved.current = true;
    setMessage(next);
    setServerErrors({});
    dispatch(action);
  };

  /** A field changed: an error about the previous attempt no longer applies. */
  const clearError = () => setMessage((current) => (current?.tone === 'error' ? null : current));

  const fail = (failure: WizardFailure) => {
    if (failure.signIn) {
      // The session is over: say why where it will be seen, and sign in again.
      toast.error(failure.message);
      navigate('/login', { replace: true, state: { from: { pathname: path } } });
      return;
    }
    setMessage(errorMessage(failure.message));
  };

  return {
    message,
    setMessage,
    serverErrors,
    setServerErrors,
    focusHeading: moved.current,
    go,
    clearError,
    fail,
  };
}

/** The part of the flow a step's form needs. */
export type StepFlow = Pick<
  ReturnType<typeof useWizardFlow>,
  'message' | 'setMessage' | 'serverErrors' | 'focusHeading' | 'clearError'
>;
