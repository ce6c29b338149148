import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';

const periods = [
  { value: 'week', label: 'Semana' },
  { value: 'month', label: 'Mes' },
];

describe('Select', () => {
  it('is a labelled combobox that reports the chosen value', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Select label="Período" options={periods} defaultValue="month" onValueChange={onValueChange} />);

    const trigger = screen.getByRole('combobox', { name: 'Período' });
    expect(trigger).toHaveTextContent('Mes');
    await user.click(trigger);
    await user.click(await screen.findByRole('option', { name: 'Semana' }));

    expect(onValueChange).toHaveBeenCalledWith('week');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveTextContent('Semana');
  });

  it('links its error message', () => {
    render(<Select label="Período" options={periods} error="Elige un período" />);

    const trigger = screen.getByRole('combobox', { name: 'Período' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('Elige un período');
  });

  it('takes the rest of the page out of the tab order while its list is open (axe aria-hidden-focus)', async () => {
    const user = userEvent.setup();
    // The container is the page: a child of <body>, beside the list's portal.
    const { container: page } = render(
      <>
        <a href="/vendor">Dashboard</a>
        <Select label="Período" options={periods} defaultValue="month" />
      </>,
    );
    expect(page).not.toHaveAttribute('inert');

    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    const list = await screen.findByRole('listbox');
    expect(page).toHaveAttribute('inert');
    expect(list.closest('[inert]')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(page).not.toHaveAttribute('inert');
    expect(screen.getByRole('combobox', { name: 'Período' })).toHaveFocus();
  });
});
