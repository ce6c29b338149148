import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { isOtpComplete, OtpInput } from './otp-input.tsx';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="label">Código</span>
      <OtpInput idPrefix="d" labelledBy="label" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const typedValue = () => screen.getByTestId('value').textContent;

describe('OtpInput', () => {
  it('shows six labelled single-digit boxes in a named group', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Código' })).toBeInTheDocument();
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Dígito 1 de 6')).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves to the next box while typing and ignores letters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[0] as HTMLInputElement);
    await user.keyboard('12a3');
    expect(typedValue()).toBe('123');
    expect(boxes()[3]).toHaveFocus();
  });

  it('fills every box from a pasted code, whatever box has the focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(boxes()[2] as HTMLInputElement);
    await user.paste('Tu código: 482 913');
    expect(typedValue()).toBe('482913');
    expect(boxes().map((b) => b.value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(isOtpComplete(typedValue() ?? '')).toBe(true);
  });

  it('pastes a partial code from the focused box on', async () => {
    const user = userEvent.setup();
    render(<Harness initial="1" />);
    await user.click(boxes()[1] as HTMLInputElement);
    await user.paste('23');
    expect(typedValue()).toBe('123');
    expect(boxes()[3]).toHaveFocus();
  });

  it('goes back and clears with Backspace on an empty box', async () => {
    const user = userEvent.setup();
    render(<Harness initial="12" />);
    await user.click(boxes()[2] as HTMLInputElement);
    await user.keyboard('{Backspace}');
    expect(typedValue()).toBe('1');
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes()[0]).toHaveFocus();
  });

  it('is not complete with a gap', () => {
    expect(isOtpComplete('12 456')).toBe(false);
    expect(isOtpComplete('12345')).toBe(false);
  });
});
