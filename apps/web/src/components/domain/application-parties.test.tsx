import type { ApplicationSummary } from '@quincena/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApplicationParties } from './application-parties.tsx';

const application = {
  id: 'a-1',
  number: 'SOL-2026-000001',
  status: 'PENDING',
  createdAt: '2026-10-07T15:00:00.000Z',
  approvedAt: null,
  customer: { id: 'c-1', firstName: 'Ana', lastName: 'Pérez', phoneNumber: '+50761213813', email: null },
  motorcycle: {
    id: 'm-1',
    brand: 'Honda',
    model: 'CB125F',
    year: 2025,
    price: 1990,
    vin: null,
    placa: null,
    engineNumber: null,
  },
  requestedAmount: 2000,
  downPayment: 400,
  loanAmount: 1600,
  loanTermMonths: 12,
  termMonths: 12,
  interestRate: 0.075,
  monthlyPayment: 200,
  quincenalPayment: 100,
  totalToPay: 2400,
  totalInterest: 800,
} satisfies ApplicationSummary;

describe('ApplicationParties', () => {
  it('prices the motorcycle at the sale value of the application, not the catalog’s', () => {
    render(<ApplicationParties application={application} customerName="Ana Pérez" />);
    const price = screen.getByText('Precio').closest('div');
    expect(price).toHaveTextContent('2,000.00');
    expect(price).not.toHaveTextContent('1,990.00');
  });
});
