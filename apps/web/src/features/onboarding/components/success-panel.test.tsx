import { presentQuote } from '@quincena/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { KitUploadItem } from '../documents-kit.ts';
import { SuccessPanel } from './success-panel.tsx';

const quote = presentQuote({
  motoValue: 2000,
  downPayment: 400,
  loanTermMonths: 12,
  startDate: '2026-11-25',
});
const failedUpload: KitUploadItem = {
  documentType: 'LICENCIA_FRONT',
  label: 'Cédula (frente)',
  fileName: 'cedula.pdf',
  status: 'error',
  progress: 0,
};

describe('SuccessPanel (both wizards)', () => {
  it('shows the number, status and quincenal payment, and says which uploads failed', () => {
    render(
      <SuccessPanel
        title="¡Solicitud enviada!"
        description="Recibimos tu solicitud."
        application={{ id: 'a-1', number: 'SOL-2026-000123', status: 'PENDING' } as never}
        quote={quote}
        documents={{
          ProgressList: ({ items }) => <p>{items.length} documento</p>,
          uploads: { items: [failedUpload], run: async () => [], reset: () => {} },
        }}
        failedUploadsText={(failed) => `${failed} sin subir`}
        actions={<button type="button">Ver aplicaciones</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: '¡Solicitud enviada!' })).toHaveFocus();
    expect(screen.getByTestId('application-number')).toHaveTextContent('SOL-2026-000123');
    expect(screen.getByText('Pendiente')).toBeInTheDocument();
    expect(screen.getByText('USD 103.42 × 24')).toBeInTheDocument();
    expect(screen.getByText('1 sin subir')).toBeInTheDocument();
  });
});
