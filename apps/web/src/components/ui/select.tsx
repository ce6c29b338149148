import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, fieldControlClasses, useField } from './field.tsx';
import { inertOutside } from './inert-outside.ts';

export interface SelectOption {
  /** Must not be the empty string (Radix reserves it); use e.g. 'all' for "todos". */
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  /** Submitted with a surrounding <form> through Radix's hidden native select. */
  name?: string;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** Class for the trigger button. */
  triggerClassName?: string;
}

/** A labelled single-choice list built on Radix Select (keyboard and screen-reader friendly). */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Selecciona una opción',
  hint,
  error,
  id,
  name,
  required,
  disabled,
  className,
  triggerClassName,
}: SelectProps) {
  const { frame, control } = useField({ id, label, hint, error, required, className });
  return (
    <FieldFrame {...frame}>
      {/* One wrapper, so Radix's hidden native <select> (rendered with `name`) takes no row in the grid. */}
      {/* min-w-0: a long option must not widen the page on a phone. */}
      <div className="relative min-w-0">
        <SelectPrimitive.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          name={name}
          required={required}
          disabled={disabled}
        >
          <SelectPrimitive.Trigger
            {...control}
            className={cn(
              fieldControlClasses,
              'flex h-10 items-center justify-between gap-2 text-left data-placeholder:text-muted-foreground',
              triggerClassName,
            )}
          >
            <span className="truncate">
              <SelectPrimitive.Value placeholder={placeholder} />
            </span>
            <SelectPrimitive.Icon asChild>
              <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content
              ref={inertOutside}
              position="popper"
              sideOffset={4}
              className={cn(
                'relative z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden',
                // No wider than the screen beside the trigger: a long option wraps instead of running off a phone.
                'max-w-(--radix-select-content-available-width)',
                'rounded-lg border border-border bg-popover text-popover-foreground shadow-lg',
                'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
              )}
            >
              <SelectPrimitive.ScrollUpButton className="flex h-6 items-center justify-center text-muted-foreground">
                <ChevronUp aria-hidden="true" className="size-4" />
              </SelectPrimitive.ScrollUpButton>
              <SelectPrimitive.Viewport className="p-1">
                {options.map((option) => (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={cn(
                      'relative flex cursor-default items-center rounded-md py-2 pr-8 pl-2.5 text-sm outline-none select-none',
                      'data-highlighted:bg-accent data-highlighted:text-accent-foreground',
                      'data-disabled:pointer-events-none data-disabled:opacity-50',
                    )}
                  >
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                    <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex items-center text-primary">
                      <Check aria-hidden="true" className="size-4" />
                    </SelectPrimitive.ItemIndicator>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
              <SelectPrimitive.ScrollDownButton className="flex h-6 items-center justify-center text-muted-foreground">
                <ChevronDown aria-hidden="true" className="size-4" />
              </SelectPrimitive.ScrollDownButton>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      </div>
    </FieldFrame>
  );
}
