import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { FormAlert } from '../ui/form-alert.tsx';
import { Input } from '../ui/input.tsx';
import { fieldPropsOf } from './field-props.ts';
import { fieldIn, useServerErrors } from './use-server-errors.ts';

function NameForm({ save }: { save: () => Promise<unknown> }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ defaultValues: { name: '' } });
  const fieldProps = fieldPropsOf(register, errors);
  const { serverError, run } = useServerErrors(setError, fieldIn(['name']));
  return (
    <form noValidate onSubmit={handleSubmit(() => run(save))}>
      <FormAlert>{serverError}</FormAlert>
      <Input label="Nombre" {...fieldProps('name')} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('useServerErrors', () => {
  it("shows the API's refusal on the form and under the fields it names, the first one focused", async () => {
    const refusal = new ApiError({
      status: 422,
      code: 'VALIDATION_ERROR',
      message: 'Revisa los datos.',
      details: [
        { field: 'name', message: 'El nombre ya existe.' },
        { field: 'other', message: 'No es de este formulario.' },
      ],
    });
    render(<NameForm save={() => Promise.reject(refusal)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Revisa los datos.');
    expect(screen.getByText('El nombre ya existe.')).toBeInTheDocument();
    expect(screen.queryByText('No es de este formulario.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();
  });
});
