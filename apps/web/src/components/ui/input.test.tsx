import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input.tsx';

describe('Input', () => {
  it('is labelled and describes itself with its hint', () => {
    render(<Input label="Teléfono" hint="8 dígitos" />);

    const input = screen.getByLabelText('Teléfono');
    expect(input).toHaveAccessibleDescription('8 dígitos');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks an error as invalid and announces the message', () => {
    render(<Input label="Teléfono" hint="8 dígitos" error="Número inválido" required />);

    const input = screen.getByRole('textbox', { name: /Teléfono/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('8 dígitos Número inválido');
    expect(input).toBeRequired();
  });
});
