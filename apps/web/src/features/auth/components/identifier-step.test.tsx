import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdentifierStep } from './identifier-step.tsx';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('IdentifierStep on the prerendered sign-in page', () => {
  it('cannot submit before React takes the page over, and keeps what was typed meanwhile', async () => {
    const onSubmit = vi.fn();
    const step = <IdentifierStep defaultValue="" message={null} pending={false} onSubmit={onSubmit} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(step);
    document.body.append(container);

    // The markup as the phone paints it: the button waits for the JavaScript.
    expect(screen.getByRole('button', { name: /Continuar/ })).toBeDisabled();
    fireEvent.input(screen.getByLabelText('Teléfono o usuario'), { target: { value: 'vendedor1' } });

    await act(async () => {
      root = hydrateRoot(container, step);
    });

    const button = screen.getByRole('button', { name: /Continuar/ });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledWith({ kind: 'username', username: 'vendedor1' }, 'vendedor1');
  });
});
