import { Search } from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { FieldFrame, fieldControlClasses, useFieldIds } from './field.tsx';

export interface SearchInputProps
  extends Omit<ComponentProps<'input'>, 'children' | 'value' | 'defaultValue' | 'onChange' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  /** The search in effect (e.g. from the URL). Changing it from outside replaces what is typed. */
  value: string;
  /** Called with what was typed once typing pauses for `delay` ms, or at once on Enter. */
  onSearch: (value: string) => void;
  delay?: number;
  containerClassName?: string;
}

/** A labelled search box that reports what was typed after a pause, so a list is not fetched per key. */
export function SearchInput({
  label,
  hint,
  value,
  onSearch,
  delay = 350,
  id,
  className,
  containerClassName,
  onKeyDown,
  ...props
}: SearchInputProps) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, undefined);
  const [text, setText] = useState(value);
  const [external, setExternal] = useState(value);
  // A new value from outside (filters cleared, back button) replaces the typed text; the same search
  // coming back trimmed (the URL drops surrounding spaces) leaves what is being typed alone.
  if (value !== external) {
    setExternal(value);
    if (value !== text.trim()) setText(value);
  }
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearchRef.current(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  return (
    <FieldFrame
      id={controlId}
      label={label}
      hint={hint}
      hintId={hintId}
      errorId={errorId}
      className={containerClassName}
    >
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id={controlId}
          type="search"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            if (event.key === 'Enter' && !event.defaultPrevented) {
              event.preventDefault();
              if (text.trim() !== value) onSearchRef.current(text);
            }
          }}
          aria-describedby={describedBy}
          className={cn(fieldControlClasses, 'h-10 pl-9', className)}
          {...props}
        />
      </div>
    </FieldFrame>
  );
}
