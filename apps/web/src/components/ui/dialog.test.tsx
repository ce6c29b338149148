import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from './dialog.tsx';

describe('Dialog', () => {
  it('opens with its title and description, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Aplicar Pago</Button>
        </DialogTrigger>
        <DialogContent title="Aplicar Pago" description="2 pagos seleccionados">
          <DialogFooter>
            <Button variant="outline">Cancelar</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>,
    );

    await user.click(screen.getByRole('button', { name: 'Aplicar Pago' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aplicar Pago' });
    expect(dialog).toHaveAccessibleDescription('2 pagos seleccionados');
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Aplicar Pago' })).toHaveFocus();
  });
});
