import { describe, expect, it } from 'vitest';
import { pageWindow, toPage } from './paging';

const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

describe('toPage', () => {
  it('answers the offset of the next page while more rows exist', () => {
    // Fetched with limit pageSize + 1: the extra row only says there is more.
    expect(toPage(rows(11), { pageToken: 0, pageSize: 10 })).toEqual({ results: rows(10), nextPageToken: 10 });
    expect(toPage(rows(6, 20), { pageToken: 20, pageSize: 5 })).toEqual({ results: rows(5, 20), nextPageToken: 25 });
  });

  it('answers -1 at the end', () => {
    expect(toPage(rows(10), { pageToken: 0, pageSize: 10 })).toEqual({ results: rows(10), nextPageToken: -1 });
    expect(toPage(rows(3, 40), { pageToken: 40, pageSize: 10 })).toEqual({ results: rows(3, 40), nextPageToken: -1 });
    expect(toPage([], { pageToken: 60, pageSize: 20 })).toEqual({ results: [], nextPageToken: -1 });
  });

  it('asks the repository for one row more than a page', () => {
    expect(pageWindow({ pageToken: 40, pageSize: 20 })).toEqual({ limit: 21, offset: 40 });
  });
});
