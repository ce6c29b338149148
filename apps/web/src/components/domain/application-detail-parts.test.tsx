import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RejectionNotice } from './application-detail-parts.tsx';

const application = {
  number: 'SOL-0001',
  createdAt: '2026-01-15T12:00:00.000Z',
  rejectionReason: 'Ingresos insuficientes',
};

describe('RejectionNotice', () => {
  it('says why a rejected application was rejected', () => {
    render(<RejectionNotice application={{ ...application, status: 'REJECTED' }} />);
    expect(screen.getByText('Motivo del rechazo')).toBeInTheDocument();
    expect(screen.getByText('Ingresos insuficientes')).toBeInTheDocument();
  });

  it('shows nothing for any other status, or without a reason', () => {
    const { container, rerender } = render(
      <RejectionNotice application={{ ...application, status: 'PENDING' }} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<RejectionNotice application={{ ...application, status: 'REJECTED', rejectionReason: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
