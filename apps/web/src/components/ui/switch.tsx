import { Switch as SwitchPrimitive } from 'radix-ui';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn.ts';

export interface SwitchProps {
  /** Visible label; pass `hideLabel` to keep it for screen readers only. */
  label: ReactNode;
  hideLabel?: boolean;
  /** A second line under the label, linked with aria-describedby. */
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Shows the switch as busy (e.g. while the change is saved). */
  loading?: boolean;
  id?: string;
  name?: string;
  className?: string;
  /** Overrides the accessible name (e.g. to say which item a repeated 'Disponible' switch belongs to). */
  'aria-label'?: string;
}

/** An on/off control (role="switch") with its label; Space toggles it. */
export function Switch({
  label,
  hideLabel = false,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled,
  loading = false,
  id,
  name,
  className,
  'aria-label': ariaLabel,
}: SwitchProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <SwitchPrimitive.Root
        id={controlId}
        name={name}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled || loading}
        aria-busy={loading || undefined}
        aria-label={ariaLabel}
        aria-describedby={description ? descriptionId : undefined}
        className={cn(
          'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent shadow-xs transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'disabled:cursor-not-allowed disabled:opacity-55',
          'data-[state=checked]:bg-primary data-[state=unchecked]:bg-input',
        )}
      >
        <SwitchPrimitive.Thumb
          className={cn(
            'pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform',
            'data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0',
          )}
        />
      </SwitchPrimitive.Root>
      <div className={cn('grid gap-0.5', hideLabel && 'sr-only')}>
        <label htmlFor={controlId} className="cursor-pointer text-sm font-medium text-foreground">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-xs text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
