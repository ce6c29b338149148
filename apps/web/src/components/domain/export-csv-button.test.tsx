import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { ExportCsvButton, type ExportCsvButtonProps } from './export-csv-button.tsx';

// jsdom has no object URLs (each test file has its own jsdom).
beforeAll(() => {
  Object.assign(URL, { createObjectURL: vi.fn((_blob: Blob) => 'blob:csv'), revokeObjectURL: vi.fn() });
});

function renderButton(props: Partial<ExportCsvButtonProps>) {
  render(
    <AppProviders>
      <ExportCsvButton
        exportFile={() => Promise.resolve(new Blob(['Cliente\r\n']))}
        pending={false}
        fileName="clientes.csv"
        errorTitle="Error al exportar los clientes"
        {...props}
      />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('ExportCsvButton', () => {
  it('saves the fetched file under its name', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const exportFile = vi.fn(() => Promise.resolve(new Blob(['Cliente,Teléfono\r\n'])));
    const user = renderButton({ exportFile });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(exportFile).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('clientes.csv');
    const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob;
    expect(await blob.text()).toBe('Cliente,Teléfono\r\n');
    click.mockRestore();
  });

  it('spins and takes no second click while the file is on its way', () => {
    renderButton({ pending: true });
    const button = screen.getByRole('button', { name: 'Exportar CSV' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it("says in a toast why the export failed, in the server's words", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const message =
      'La exportación supera las 50,000 filas. Acota la búsqueda o los filtros e inténtalo de nuevo.';
    const user = renderButton({
      exportFile: () => Promise.reject(new ApiError({ status: 400, code: 'EXPORT_TOO_LARGE', message })),
    });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Error al exportar los clientes')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
    click.mockRestore();
  });

  it('falls back to a retry hint when no answer came back', async () => {
    const user = renderButton({
      exportFile: () =>
        Promise.reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Sin conexión' })),
    });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText('Intente nuevamente.')).toBeInTheDocument();
  });
});
