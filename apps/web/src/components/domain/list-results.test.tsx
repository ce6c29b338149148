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

function renderList() {
  return render(
    <ListResults
      query={query}
      items={(data) => data.items}
      errorTitle="Error"
      filtered={false}
      empty={{ title: 'Vacío' }}
      emptyFiltered={{ title: 'Sin resultados' }}
      onPageChange={() => {}}
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
