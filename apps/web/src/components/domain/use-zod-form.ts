import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldPropsOf } from './field-props.ts';

/**
 * A react-hook-form form whose rules are a zod schema (most often the API's own, so the messages are
 * the server's), with what every form reads: its errors, whether it is saving, and `fieldProps`.
 */
export function useZodForm<Values extends FieldValues, Output = Values>(
  schema: z.ZodType<Output, Values>,
  options: Omit<UseFormProps<Values, unknown, Output>, 'resolver'>,
) {
  const form = useForm<Values, unknown, Output>({
    ...options,
    resolver: zodResolver(schema) as Resolver<Values, unknown, Output>,
  });
  const { errors, isSubmitting } = form.formState;
  return { ...form, errors, isSubmitting, fieldProps: fieldPropsOf(form.register, errors) };
}
