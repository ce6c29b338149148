import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, type FieldProps, fieldControlClasses, useFieldControl } from './field.tsx';

export interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'children' | 'type'>, FieldProps {
  /** Accessible names of the show/hide button. */
  showLabel?: string;
  hideLabel?: string;
}

/** A secret field (password, PIN) with a button that shows or hides what was typed. */
export function PasswordInput({
  className,
  showLabel = 'Mostrar contraseña',
  hideLabel = 'Ocultar contraseña',
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const { frame, control } = useFieldControl(props);
  const toggleLabel = visible ? hideLabel : showLabel;
  return (
    <FieldFrame {...frame}>
      <div className="relative">
        <input
          {...control}
          type={visible ? 'text' : 'password'}
          className={cn(fieldControlClasses, 'h-10 pr-11', className)}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={toggleLabel}
          aria-controls={control.id}
          title={toggleLabel}
          className={cn(
            'absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-muted-foreground',
            'transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          )}
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    </FieldFrame>
  );
}
