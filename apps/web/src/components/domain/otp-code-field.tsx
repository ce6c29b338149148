import { formatCountdown } from '../../lib/use-countdown.ts';
import { OtpInput } from '../ui/otp-input.tsx';

export interface OtpCodeFieldProps {
  /** Prefix of the boxes' ids (`${idPrefix}-0` is the first), the label's and the timer's. */
  idPrefix: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Seconds until the code expires; 0 once it has. */
  secondsLeft: number;
  /** No code could be sent, so there is none to expire. */
  noCode?: boolean;
}

/** A texted code: six boxes under their label, and how long the code has left (or that it expired). */
export function OtpCodeField({
  idPrefix,
  label,
  value,
  onChange,
  invalid,
  disabled,
  autoFocus,
  secondsLeft,
  noCode = false,
}: OtpCodeFieldProps) {
  const labelId = `${idPrefix}-label`;
  const timerId = `${idPrefix}-timer`;
  return (
    <div className="grid gap-2">
      <span id={labelId} className="text-sm font-medium text-foreground">
        {label}
      </span>
      <OtpInput
        idPrefix={idPrefix}
        labelledBy={labelId}
        describedBy={timerId}
        value={value}
        onChange={onChange}
        invalid={invalid}
        disabled={disabled}
        autoFocus={autoFocus}
      />
      <p id={timerId} className="text-sm text-muted-foreground">
        {secondsLeft > 0 ? (
          <>
            El código vence en{' '}
            <span role="timer" className="font-semibold text-foreground tabular-nums">
              {formatCountdown(secondsLeft)}
            </span>
          </>
        ) : noCode ? (
          'Pide un código nuevo para continuar.'
        ) : (
          'El código venció. Pide uno nuevo.'
        )}
      </p>
    </div>
  );
}
