import type { CheckStatus } from '@quincena/shared';
import { Suspense, useEffect, useState } from 'react';
import { LoadingPanel } from '../../../components/ui/loading-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { lazyNamed } from '../../../lib/lazy-named.ts';
import { useCheckCustomerStatus } from '../api/check-customer-status.ts';
import type { PasswordCredentials } from '../api/login-admin.ts';
import { StaffLoginError, useLoginStaff } from '../api/login-staff.ts';
import { useLoginWithPin } from '../api/login-with-pin.ts';
import { useSendOtp } from '../api/send-otp.ts';
import { useSetPin } from '../api/set-pin.ts';
import { useVerifyOtp } from '../api/verify-otp.ts';
import { toE164 } from '../login-identifier.ts';
import { LOGIN_MESSAGES, messageFromError } from '../login-messages.ts';
import { type IdentifierChoice, IdentifierStep } from './identifier-step.tsx';
import type { FlowMessage } from './step-layout.tsx';

/*
 * The first step is all the page needs to show; the others (with their forms) are separate chunks,
 * fetched as soon as the visitor starts typing or tapping, so the next step still appears at once.
 */
const PhoneStep = lazyNamed(() => import('./phone-step.tsx'), 'PhoneStep');
const OtpStep = lazyNamed(() => import('./otp-step.tsx'), 'OtpStep');
const PinLoginStep = lazyNamed(() => import('./pin-login-step.tsx'), 'PinLoginStep');
const PinSetupStep = lazyNamed(() => import('./pin-setup-step.tsx'), 'PinSetupStep');
const StaffLoginStep = lazyNamed(() => import('./staff-login-step.tsx'), 'StaffLoginStep');

const STARTS = ['keydown', 'pointerdown'] as const;

/**
 * Fetches every later step's chunk; the page calls it once the visitor starts (tests await it). A
 * step fetched ahead then shows at once, without a moment of its loading state.
 */
export const prefetchLoginSteps = () =>
  Promise.all([PhoneStep, OtpStep, PinLoginStep, PinSetupStep, StaffLoginStep].map((step) => step.preload()));

export type LoginStep = 'input' | 'phone' | 'otp' | 'pin-login' | 'pin-setup' | 'admin-login';

/**
 * Why a code is being verified: to sign in (then a PIN is used or created, spec §4), or to replace a
 * forgotten or locked PIN (then a new PIN is always created).
 */
type OtpPurpose = 'sign-in' | 'new-pin';

interface FlowState {
  step: LoginStep;
  /** What was typed on the first step, kept when going back to it. */
  identifier: string;
  /** The customer's 8 digits. */
  phone: string;
  username: string;
  otpPurpose: OtpPurpose;
  /** When the last code sent expires (ms since epoch); null when none could be sent. */
  otpExpiresAt: number | null;
  /** The customer token from verify-otp; authorises set-pin. Never stored. */
  verifiedToken: string | null;
  message: FlowMessage | null;
}

const initialState: FlowState = {
  step: 'input',
  identifier: '',
  phone: '',
  username: '',
  otpPurpose: 'sign-in',
  otpExpiresAt: null,
  verifiedToken: null,
  message: null,
};

const error = (text: string): FlowMessage => ({ tone: 'error', text });

/**
 * The sign-in page's steps (spec §2, §4): one field for a phone or a username; customers go on with a
 * PIN or an SMS code (and create a PIN), vendors and administrators with a password. A successful
 * sign-in saves the session; the route then sends the user on.
 */
export function LoginFlow() {
  const { login } = useAuth();
  const [state, setState] = useState<FlowState>(initialState);
  // The first step is the page's first view (prerendered), shown as it is; the steps after it slide in.
  const [stepChanged, setStepChanged] = useState(false);
  const go = (patch: Partial<FlowState>) => {
    if (patch.step) setStepChanged(true);
    setState((s) => ({ ...s, message: null, ...patch }));
  };

  const checkStatus = useCheckCustomerStatus();
  const sendOtp = useSendOtp();
  const verifyOtp = useVerifyOtp();
  const setPinMutation = useSetPin();
  const pinLogin = useLoginWithPin();
  const staffLogin = useLoginStaff();

  /** Sends a code and shows the code step; a failed send is explained there, with "Reenviar código". */
  const sendCode = async (phone: string, purpose: OtpPurpose, notice: FlowMessage | null = null) => {
    try {
      const { expiresInSeconds } = await sendOtp.mutateAsync(toE164(phone));
      go({
        step: 'otp',
        phone,
        otpPurpose: purpose,
        otpExpiresAt: Date.now() + expiresInSeconds * 1000,
        verifiedToken: null,
        message: notice,
      });
    } catch (e) {
      go({
        step: 'otp',
        phone,
        otpPurpose: purpose,
        otpExpiresAt: null,
        verifiedToken: null,
        message: error(messageFromError(e, LOGIN_MESSAGES.sendOtpFailed)),
      });
    }
  };

  const handleIdentifier = async (choice: IdentifierChoice, raw: string) => {
    if (choice.kind === 'username') {
      go({ step: 'admin-login', identifier: raw, username: choice.username });
      return;
    }
    setState((s) => ({ ...s, identifier: raw, message: null }));
    let status: CheckStatus;
    try {
      status = await checkStatus.mutateAsync(toE164(choice.digits));
    } catch (e) {
      setState((s) => ({ ...s, message: error(messageFromError(e, LOGIN_MESSAGES.checkStatusFailed)) }));
      return;
    }
    if (status.canLoginWithPin) {
      go({ step: 'pin-login', phone: choice.digits });
      return;
    }
    // A PIN that exists but cannot be used is locked: the code leads to a new one.
    const locked = status.hasPin;
    await sendCode(
      choice.digits,
      locked ? 'new-pin' : 'sign-in',
      locked
        ? {
            tone: 'info',
            text: 'Tu PIN está bloqueado. Ingresa el código que te enviamos para crear uno nuevo.',
          }
        : null,
    );
  };

  const handleVerify = async (otp: string): Promise<boolean> => {
    const phoneNumber = toE164(state.phone);
    let token: string;
    try {
      const result = await verifyOtp.mutateAsync({ phoneNumber, otp });
      if (!('token' in result)) throw new Error('verify-otp answered without a customer session');
      token = result.token;
    } catch (e) {
      const message = { ...error(messageFromError(e, LOGIN_MESSAGES.invalidOtp)), aboutInput: true };
      setState((s) => ({ ...s, message }));
      return false;
    }
    if (state.otpPurpose === 'new-pin') {
      go({ step: 'pin-setup', verifiedToken: token });
      return true;
    }
    // Spec §4: after the code the status is checked again; a PIN goes to pin-login, else (or on failure) setup.
    let hasPin = false;
    try {
      hasPin = (await checkStatus.mutateAsync(phoneNumber)).hasPin;
    } catch {
      hasPin = false;
    }
    go(hasPin ? { step: 'pin-login', verifiedToken: null } : { step: 'pin-setup', verifiedToken: token });
    return true;
  };

  const signInWithPin = async (pin: string): Promise<boolean> => {
    try {
      const { token, customer } = await pinLogin.mutateAsync({ phoneNumber: toE164(state.phone), pin });
      login({ token, user: customer });
      return true;
    } catch (e) {
      if (isApiError(e) && e.code === 'PIN_LOCKED') {
        await sendCode(state.phone, 'new-pin', { tone: 'info', text: e.message });
        return true;
      }
      const fallback =
        isApiError(e) && e.status === 401
          ? LOGIN_MESSAGES.wrongPin
          : LOGIN_MESSAGES.invalidCredentialsDefault;
      setState((s) => ({ ...s, message: error(messageFromError(e, fallback)) }));
      return false;
    }
  };

  const handleNewPin = async (pin: string): Promise<boolean> => {
    const token = state.verifiedToken;
    if (!token) {
      go({ step: 'otp', otpExpiresAt: null });
      return false;
    }
    const phoneNumber = toE164(state.phone);
    try {
      await setPinMutation.mutateAsync({ phoneNumber, pin, token });
    } catch (e) {
      setState((s) => ({ ...s, message: error(messageFromError(e, LOGIN_MESSAGES.setPinFailed)) }));
      return false;
    }
    // The PIN is saved: sign in with it (spec §4).
    try {
      const { token: sessionToken, customer } = await pinLogin.mutateAsync({ phoneNumber, pin });
      login({ token: sessionToken, user: customer });
      return true;
    } catch (e) {
      go({
        step: 'pin-login',
        verifiedToken: null,
        message: error(messageFromError(e, LOGIN_MESSAGES.invalidCredentialsDefault)),
      });
      return false;
    }
  };

  const handleStaffLogin = async (credentials: PasswordCredentials): Promise<boolean> => {
    try {
      login(await staffLogin.mutateAsync(credentials));
      return true;
    } catch (e) {
      const text = e instanceof StaffLoginError ? e.message : LOGIN_MESSAGES.unexpected;
      setState((s) => ({ ...s, username: credentials.username, message: error(text) }));
      return false;
    }
  };

  const backToInput = () => go({ step: 'input', verifiedToken: null });

  // Fetched once the visitor starts (a key, a tap): with the page, their code (zod and the forms)
  // would run while a phone is still drawing it, and the first field would answer late.
  useEffect(() => {
    const prefetch = () => void prefetchLoginSteps();
    for (const type of STARTS) window.addEventListener(type, prefetch, { once: true, passive: true });
    return () => {
      for (const type of STARTS) window.removeEventListener(type, prefetch);
    };
  }, []);

  const renderStep = () => {
    switch (state.step) {
      case 'input':
        return (
          <IdentifierStep
            defaultValue={state.identifier}
            message={state.message}
            pending={checkStatus.isPending || sendOtp.isPending}
            onSubmit={handleIdentifier}
          />
        );
      case 'phone':
        return (
          <PhoneStep
            defaultPhone={state.phone}
            message={state.message}
            pending={sendOtp.isPending}
            onSubmit={(phone) => sendCode(phone, 'new-pin')}
            onBack={backToInput}
          />
        );
      case 'otp':
        return (
          <OtpStep
            phone={state.phone}
            expiresAt={state.otpExpiresAt}
            message={state.message}
            verifying={verifyOtp.isPending || checkStatus.isPending}
            resending={sendOtp.isPending}
            onSubmit={handleVerify}
            onResend={() => sendCode(state.phone, state.otpPurpose)}
            onBack={backToInput}
          />
        );
      case 'pin-login':
        return (
          <PinLoginStep
            phone={state.phone}
            message={state.message}
            pending={pinLogin.isPending || sendOtp.isPending}
            onSubmit={signInWithPin}
            onForgotPin={() => go({ step: 'phone', otpPurpose: 'new-pin' })}
            onBack={backToInput}
          />
        );
      case 'pin-setup':
        return (
          <PinSetupStep
            replacing={state.otpPurpose === 'new-pin'}
            message={state.message}
            pending={setPinMutation.isPending || pinLogin.isPending}
            onSubmit={handleNewPin}
            // Spec §4: back from the PIN setup returns to the code step; the used code cannot be reused.
            onBack={() => go({ step: 'otp', otpExpiresAt: null, verifiedToken: null })}
          />
        );
      case 'admin-login':
        return (
          <StaffLoginStep
            defaultUsername={state.username}
            message={state.message}
            pending={staffLogin.isPending}
            onSubmit={handleStaffLogin}
            onBack={backToInput}
          />
        );
    }
  };

  return (
    <div className="group/flow" data-step-changed={stepChanged ? '' : undefined}>
      <Suspense fallback={<LoadingPanel />}>{renderStep()}</Suspense>
    </div>
  );
}
