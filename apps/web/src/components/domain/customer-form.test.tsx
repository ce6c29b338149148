import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerForm, emptyCustomerForm, ONBOARDING_EMPLOYMENT_TYPES } from './customer-form.tsx';

function renderForm(phone: 'editable' | 'hidden') {
  const onSubmit = vi.fn();
  const onInvalid = vi.fn();
  render(
    <CustomerForm
      defaultValues={emptyCustomerForm}
      phone={phone}
      employmentTypes={ONBOARDING_EMPLOYMENT_TYPES}
      onSubmit={onSubmit}
      onInvalid={onInvalid}
      actions={<button type="submit">Guardar</button>}
    />,
  );
  return { onSubmit, onInvalid };
}

describe('CustomerForm (the vendor dialog, the wizard and /onboarding)', () => {
  it("validates with the API's schema and its Spanish messages, each said under its field", async () => {
    const user = userEvent.setup();
    const { onSubmit, onInvalid } = renderForm('hidden');
    expect(screen.queryByLabelText(/^Teléfono/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Correo electrónico/), 'no-es-correo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(screen.getByLabelText(/^Nombre/)).toHaveAccessibleDescription('El nombre es requerido.');
    expect(screen.getByLabelText(/Correo electrónico/)).toHaveAccessibleDescription(
      'Correo electrónico no válido.',
    );
    expect(onInvalid).toHaveBeenCalledWith(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the body the API takes: trimmed, empty as null, the income as a number', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm('editable');
    await user.type(screen.getByLabelText(/^Nombre/), ' Ana ');
    await user.type(screen.getByLabelText(/^Apellido/), 'Pérez');
    await user.type(screen.getByLabelText(/^Teléfono/), '6123-4567');
    await user.type(screen.getByLabelText(/Ingreso mensual/), '950.5');
    await user.click(screen.getByRole('combobox', { name: 'Tipo de identificación' }));
    await user.click(await screen.findByRole('option', { name: 'Cédula de identidad' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      firstName: 'Ana',
      lastName: 'Pérez',
      phoneNumber: '+50761234567',
      identityType: 'licencia',
      email: null,
      employmentType: null,
      monthlyIncome: 950.5,
    });
  });

  it('refuses an emoji in a name, a future or under-age birth date and a negative income, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm('hidden');
    await user.type(screen.getByLabelText(/^Nombre/), 'Ana 😀');
    await user.type(screen.getByLabelText(/^Apellido/), 'Pérez2');
    const birth = screen.getByLabelText(/Fecha de nacimiento/);
    await user.type(birth, '2999-01-01');
    const income = screen.getByLabelText(/Ingreso mensual/);
    await user.type(income, '-500');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    const onlyNameCharacters = 'Usa solo letras, espacios, apóstrofos, guiones y puntos.';
    expect(screen.getByLabelText(/^Nombre/)).toHaveAccessibleDescription(onlyNameCharacters);
    expect(screen.getByLabelText(/^Apellido/)).toHaveAccessibleDescription(onlyNameCharacters);
    expect(birth).toHaveAccessibleDescription('La fecha de nacimiento no puede ser futura.');
    expect(income).toHaveAccessibleDescription(
      'Monto no válido. Usa un número positivo con hasta 2 decimales.',
    );
    expect(income).toHaveValue('-500');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(birth);
    await user.type(birth, '2020-05-01');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(birth).toHaveAccessibleDescription('Debe ser mayor de edad: al menos 18 años.');
  });

  it('says a too-long name in plain Spanish (the shared error map)', async () => {
    const user = userEvent.setup();
    renderForm('hidden');
    await user.type(screen.getByLabelText(/^Nombre/), 'a'.repeat(81));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(screen.getByLabelText(/^Nombre/)).toHaveAccessibleDescription(
      'Escribe como máximo 80 caracteres.',
    );
  });

  it('offers the employment types it is given', async () => {
    const user = userEvent.setup();
    renderForm('hidden');
    await user.click(screen.getByRole('combobox', { name: 'Tipo de empleo' }));
    const list = await screen.findByRole('listbox');
    expect(within(list).getAllByRole('option')).toHaveLength(ONBOARDING_EMPLOYMENT_TYPES.length + 1);
  });
});
