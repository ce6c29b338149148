import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api-client.ts';
import { fieldIssuesOf } from '../ui/form-alert.tsx';

/**
 * Runs a form's save and turns the API's refusal into the form's alert and the messages under the
 * fields its `details` name (the first one focused), so the user sees on the form what was not
 * accepted. Anything but an API error is thrown on.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  isField: (field: string) => field is Path<T>,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const run = async (save: () => Promise<unknown>) => {
    setServerError(null);
    try {
      await save();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setServerError(error.message);
      fieldIssuesOf(error.details).forEach((issue, index) => {
        if (isField(issue.field))
          setError(issue.field, { message: issue.message }, { shouldFocus: index === 0 });
      });
    }
  };
  return { serverError, run };
}

/** A guard for `useServerErrors`: the names of the form's fields. */
export function fieldIn<F extends string>(fields: readonly F[]) {
  return (field: string): field is F => (fields as readonly string[]).includes(field);
}
