import type { Pagination } from '@quincena/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListResults } from './list-results.tsx';

type Page = { items: string[]; pagination: Pagination };

const query = {
  isPending: false,
  isError: false,
  isPlaceholderData: false,
  isFetching: false,
  data: {
    items: ['Ana', 'Luis'],
    pagination: { page: 1, limit: 20, total: 2, totalPages: 1, hasPrev: false, hasNext: false },
  },
} as unknown as UseQueryResult<Page>;

function renderList(onPageChange = () => {}, list = query) {
  return render(
    <ListResults
      query={list}
      items={(data) => data.items}
      errorTitle="Error"
      filtered={false}
      empty={{ title: 'Vacío' }}
      emptyFiltered={{ title: 'Sin resultados' }}
      onPageChange={onPageChange}
      cards={(items) => (
        <ul aria-label="tarjetas">
          {items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      )}
      table={(items) => (
        <table aria-label="tabla">
          <tbody>
            {items.map((i) => (
              <tr key={i}>
                <td>{i}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />,
  );
}

/** A `matchMedia` whose one query matches while `wide` is set, and that tells its listeners. */
function stubWidth(initiallyWide: boolean) {
  let wide = initiallyWide;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (media: string) => ({
    media,
    get matches() {
      return wide;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    wide = next;
    for (const listener of listeners) listener();
  };
}

describe('ListResults', () => {
  it('asks for the next page after its last row and the previous one before its first', async () => {
    const [first, last] = ['2026-11-27T14:00:00.000001Z_a', '2026-11-20T14:00:00.000001Z_b'];
    const onPageChange = vi.fn();
    const middle = (page: number) =>
      ({
        ...query,
        data: {
          items: ['Ana', 'Luis'],
          pagination: {
            page,
            limit: 2,
            total: 9,
            totalPages: 5,
            hasPrev: true,
            hasNext: true,
            next: last,
            prev: first,
          },
        },
      }) as unknown as UseQueryResult<Page>;
    const { unmount } = renderList(onPageChange, middle(3));
    screen.getByRole('button', { name: /Siguiente/ }).click();
    screen.getByRole('button', { name: /Anterior/ }).click();
    expect(onPageChange.mock.calls).toEqual([
      [4, { after: last }],
      [2, { before: first }],
    ]);
    unmount();
    onPageChange.mockClear();
    // The first page is read from the top, where what was added since appears.
    renderList(onPageChange, middle(2));
    screen.getByRole('button', { name: /Anterior/ }).click();
    expect(onPageChange.mock.calls).toEqual([[1, undefined]]);
  });

  it('renders only the cards on a phone and only the table on a wide screen, following the width', () => {
    const resize = stubWidth(false);
    renderList();
    expect(screen.getByRole('list', { name: 'tarjetas' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'tabla' })).not.toBeInTheDocument();

    act(() => resize(true));
    expect(screen.getByRole('table', { name: 'tabla' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'tarjetas' })).not.toBeInTheDocument();
  });

  it('renders both, for the stylesheet to choose, where the browser cannot match a query', () => {
    vi.stubGlobal('matchMedia', undefined);
    renderList();
    expect(screen.getByRole('list', { name: 'tarjetas' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'tabla' })).toBeInTheDocument();
  });
});
