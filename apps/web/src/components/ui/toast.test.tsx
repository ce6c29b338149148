import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { dismissToast, ToastProvider, toast, useToast } from './toast.tsx';

function SaveButton() {
  const { toast: show } = useToast();
  return (
    <Button onClick={() => show.success('Cambios guardados', 'El perfil se actualizó.')}>Guardar</Button>
  );
}

afterEach(() => {
  act(() => dismissToast());
});

describe('toast', () => {
  it('shows a success toast from a component through useToast', async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <SaveButton />
      </ToastProvider>,
    );

    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(screen.getByText('El perfil se actualizó.')).toBeInTheDocument();
  });

  it('shows an error toast from outside React and closes it with its button', async () => {
    const user = userEvent.setup();
    render(<ToastProvider>{null}</ToastProvider>);

    act(() => {
      toast.error('No se pudo guardar');
    });
    expect(await screen.findByText('No se pudo guardar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    await waitFor(() => expect(screen.queryByText('No se pudo guardar')).not.toBeInTheDocument());
  });
});
