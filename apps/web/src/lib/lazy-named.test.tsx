import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyNamed, useLazyMount } from './lazy-named.ts';

const Greeting = ({ name }: { name: string }) => <p>Hola, {name}</p>;

function renderInSuspense(node: ReactNode) {
  return render(<Suspense fallback={<p>Cargando...</p>}>{node}</Suspense>);
}

describe('lazyNamed', () => {
  it('loads the chunk on first render, showing the fallback meanwhile', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const LazyGreeting = lazyNamed(load, 'Greeting');
    renderInSuspense(<LazyGreeting name="Ana" />);
    expect(screen.getByText('Cargando...')).toBeInTheDocument();
    expect(await screen.findByText('Hola, Ana')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('renders at once, without the fallback, once preloaded; the chunk is fetched once', async () => {
    const load = vi.fn(async () => ({ Greeting }));
    const LazyGreeting = lazyNamed(load, 'Greeting');
    await Promise.all([LazyGreeting.preload(), LazyGreeting.preload()]);
    renderInSuspense(<LazyGreeting name="Luis" />);
    expect(screen.getByText('Hola, Luis')).toBeInTheDocument();
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('preloads a wrapper and the lazy page it wraps', async () => {
    const Inner = lazyNamed(async () => ({ Greeting }), 'Greeting');
    const Wrapper = Object.assign(() => <Inner name="Eva" />, { preload: Inner.preload });
    const Outer = lazyNamed(async () => ({ Wrapper }), 'Wrapper');
    await Outer.preload();
    renderInSuspense(<Outer />);
    expect(screen.getByText('Hola, Eva')).toBeInTheDocument();
  });

  it('fetches again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ Greeting: typeof Greeting }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Greeting });
    const LazyGreeting = lazyNamed(load, 'Greeting');
    await expect(LazyGreeting.preload()).rejects.toThrow('offline');
    await LazyGreeting.preload();
    renderInSuspense(<LazyGreeting name="Sol" />);
    expect(screen.getByText('Hola, Sol')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useLazyMount', () => {
  it('mounts at once when asked for, and stays mounted after', () => {
    const dialogs = { preload: vi.fn(async () => {}) };
    const { result, rerender } = renderHook(({ asked }) => useLazyMount(dialogs, { ready: false, asked }), {
      initialProps: { asked: false },
    });
    expect(result.current).toBe(false);
    rerender({ asked: true });
    expect(result.current).toBe(true);
    rerender({ asked: false });
    expect(result.current).toBe(true);
  });

  it('fetches the chunk only once the page is ready, then mounts', async () => {
    const dialogs = { preload: vi.fn(async () => {}) };
    const { result, rerender } = renderHook(({ ready }) => useLazyMount(dialogs, { ready, asked: false }), {
      initialProps: { ready: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dialogs.preload).not.toHaveBeenCalled();
    expect(result.current).toBe(false);
    rerender({ ready: true });
    await waitFor(() => expect(result.current).toBe(true));
    expect(dialogs.preload).toHaveBeenCalledOnce();
  });
});
