import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

function DeleteMotorcycle({ onConfirm }: { onConfirm: () => void | Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Eliminar moto</Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="¿Eliminar esta moto?"
        description="Esta acción no se puede deshacer."
        confirmLabel="Eliminar"
        tone="destructive"
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens as an alert dialog with the given texts and focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<DeleteMotorcycle onConfirm={vi.fn()} />);

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar moto' }));

    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar esta moto?' });
    expect(dialog).toHaveAccessibleDescription('Esta acción no se puede deshacer.');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toHaveFocus();
  });

  it('calls onConfirm and closes when confirmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteMotorcycle onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Eliminar moto' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('waits for an async confirm and stays open if it fails', async () => {
    const user = userEvent.setup();
    let fail: (reason: Error) => void = () => {};
    const onConfirm = vi.fn(
      () =>
        new Promise((_resolve, reject) => {
          fail = reject;
        }),
    );
    render(<DeleteMotorcycle onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Eliminar moto' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar' }));

    expect(screen.getByRole('button', { name: 'Eliminar' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    fail(new Error('falló'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Eliminar' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes with Escape without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteMotorcycle onConfirm={onConfirm} />);

    await user.click(screen.getByRole('button', { name: 'Eliminar moto' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Eliminar moto' })).toHaveFocus();
  });
});
