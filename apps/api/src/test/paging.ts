import { expect } from 'vitest';

interface ListAnswer {
  status: number;
  body: {
    data: Record<string, unknown> & {
      pagination: { total: number; hasNext: boolean; hasPrev: boolean; next?: string; prev?: string };
    };
  };
}

/**
 * A list read whole, then page by page by number, forwards by cursor (`after` each page's `next`)
 * and backwards from the last page by cursor (`before` each page's `prev`): each walk meets every
 * row once, in the whole list's order (ADR 053). `query` holds the list's filters (`&search=a`).
 */
export async function expectEveryWalkOfPages(
  get: (url: string) => Promise<ListAnswer>,
  path: string,
  items: string,
  options: { limit: number; query?: string },
): Promise<string[]> {
  const query = options.query ?? '';
  const ids = (res: ListAnswer) => (res.body.data[items] as Array<{ id: string }>).map((row) => row.id);
  const pageOf = async (params: string) => {
    const res = await get(`${path}?limit=${options.limit}${params}${query}`);
    expect(res.status, params).toBe(200);
    return res;
  };
  const whole = await get(`${path}?limit=100${query}`);
  expect(whole.status).toBe(200);
  const everything = ids(whole);
  expect(whole.body.data.pagination.total).toBe(everything.length);
  const pages = Math.ceil(everything.length / options.limit);

  const byNumber: string[] = [];
  for (let page = 1; page <= pages; page++) byNumber.push(...ids(await pageOf(`&page=${page}`)));
  expect(byNumber, 'by number').toEqual(everything);

  let res = await pageOf('');
  const forwards = ids(res);
  for (let page = 2; res.body.data.pagination.hasNext; page++) {
    res = await pageOf(`&page=${page}&after=${encodeURIComponent(res.body.data.pagination.next as string)}`);
    forwards.push(...ids(res));
  }
  expect(forwards, 'forwards').toEqual(everything);
  if (pages > 1) {
    // The cursor, not the page's number, says where a page starts.
    const first = await pageOf('');
    const second = await pageOf(`&after=${encodeURIComponent(first.body.data.pagination.next as string)}`);
    expect(ids(second), 'after, numbered 1').toEqual(everything.slice(options.limit, 2 * options.limit));
  }

  const backwards = ids(res);
  for (let page = pages - 1; res.body.data.pagination.hasPrev; page--) {
    res = await pageOf(`&page=${page}&before=${encodeURIComponent(res.body.data.pagination.prev as string)}`);
    backwards.unshift(...ids(res));
  }
  expect(backwards, 'backwards').toEqual(everything);
  return everything;
}
