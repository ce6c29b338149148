import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { cn } from '../../lib/cn.ts';

export interface OtpInputProps {
  /** The digits typed so far; a space marks an empty box in the middle. */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  /** Id of the visible label of the group. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Prefix of each box's id; the first box is `${idPrefix}-0`. */
  idPrefix: string;
}

const EMPTY = ' ';

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** Whether every box holds a digit. */
export function isOtpComplete(value: string, length = 6): boolean {
  return new RegExp(`^\\d{${length}}$`).test(value);
}

/**
 * One single-digit box per digit of a code. Typing moves to the next box, Backspace on an empty box
 * goes back, the arrow keys move, and pasting (or the phone's SMS autofill) spreads a whole code over
 * the boxes.
 */
export function OtpInput({
  value,
  onChange,
  length = 6,
  labelledBy,
  describedBy,
  invalid,
  disabled,
  autoFocus,
  idPrefix,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length }, (_, i) => {
    const c = value[i];
    return c && c !== EMPTY ? c : '';
  });

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const emit = (next: string[]) => {
    onChange(
      next
        .map((c) => c || EMPTY)
        .join('')
        .trimEnd(),
    );
  };

  /** Writes `digits` from box `start` on and focuses the box after the last one written. */
  const fillFrom = (start: number, digits: string) => {
    const next = [...chars];
    let index = start;
    for (const digit of digits) {
      if (index >= length) break;
      next[index] = digit;
      index += 1;
    }
    emit(next);
    focusBox(index);
  };

  const handleChange = (index: number, raw: string) => {
    const digits = digitsOf(raw);
    if (!digits) {
      const next = [...chars];
      next[index] = '';
      emit(next);
      return;
    }
    // A filled box receiving one more digit: keep the one just typed.
    const typed =
      digits.length === 2 && chars[index] && digits.startsWith(chars[index]) ? digits.slice(1) : digits;
    // A whole code at once (SMS autofill) fills from the first box.
    fillFrom(typed.length >= length ? 0 : index, typed);
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (!digits) return;
    fillFrom(digits.length >= length ? 0 : index, digits.slice(0, length));
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        if (!chars[index] && index > 0) {
          event.preventDefault();
          const next = [...chars];
          next[index - 1] = '';
          emit(next);
          focusBox(index - 1);
        }
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(length - 1);
        break;
    }
  };

  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="flex gap-2 sm:gap-2.5"
    >
      {chars.map((char, index) => (
        <input
          key={index}
          id={`${idPrefix}-${index}`}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={char}
          onChange={(event) => handleChange(index, event.target.value)}
          onPaste={(event) => handlePaste(index, event)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onFocus={(event) => event.target.select()}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          aria-label={`Dígito ${index + 1} de ${length}`}
          aria-invalid={invalid || undefined}
          className={cn(
            'h-12 w-full min-w-0 rounded-lg border border-input bg-card text-center text-xl font-semibold text-foreground tabular-nums shadow-xs sm:h-14 sm:text-2xl',
            'transition-colors focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30',
            'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
            'aria-invalid:border-destructive',
          )}
        />
      ))}
    </div>
  );
}
