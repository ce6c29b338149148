import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/** Calls `onEdit` whenever the user changes a field of the form (not when the code sets one). */
export function useOnEdit<T extends FieldValues>(watch: UseFormWatch<T>, onEdit: (() => void) | undefined) {
  // The latest callback, without subscribing again on every render.
  const onEditRef = useRef(onEdit);
  onEditRef.current = onEdit;
  useEffect(() => {
    const subscription = watch((_values, { type }) => {
      if (type === 'change') onEditRef.current?.();
    });
    return () => subscription.unsubscribe();
  }, [watch]);
}
