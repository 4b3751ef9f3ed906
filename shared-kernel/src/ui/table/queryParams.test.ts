import {
  paramNames,
  queryText,
  readQuery,
  withoutTableQuery,
  writeQuery,
  type QueryDefaults,
} from './queryParams';

const defaults: QueryDefaults = { pageSize: 10, sort: undefined, sortableIds: ['id', 'name'] };

describe('table query in the address', () => {
  it('names the parameters, namespaced by urlKey', () => {
    expect(paramNames(undefined)).toEqual({ page: 'page', pageSize: 'size', search: 'q', sort: 'sort' });
    expect(paramNames('queue')).toEqual({
      page: 'queue.page',
      pageSize: 'queue.size',
      search: 'queue.q',
      sort: 'queue.sort',
    });
  });

  it('reads page, size, search and sort; invalid values take the defaults', () => {
    expect(
      readQuery(new URLSearchParams('page=3&size=50&q=%20ab%20&sort=-name'), undefined, defaults),
    ).toEqual({
      page: 3,
      pageSize: 50,
      search: 'ab',
      sort: { id: 'name', desc: true },
    });
    expect(readQuery(new URLSearchParams('page=-1&size=7&sort=secret'), undefined, defaults)).toEqual({
      page: 1,
      pageSize: 10,
      search: '',
      sort: undefined,
    });
    expect(
      readQuery(new URLSearchParams('page=x'), undefined, { ...defaults, sort: { id: 'id', desc: false } }),
    ).toMatchObject({ page: 1, sort: { id: 'id', desc: false } });
    // An empty sort overrides the starting sort ("no sort chosen").
    expect(
      readQuery(new URLSearchParams('sort='), undefined, { ...defaults, sort: { id: 'id', desc: false } })
        .sort,
    ).toBeUndefined();
  });

  it('writes only what differs from the defaults and keeps the other parameters', () => {
    const base = new URLSearchParams('trail=1&page=4&other.page=2');
    const written = writeQuery(
      base,
      undefined,
      { page: 1, pageSize: 10, search: '', sort: undefined },
      defaults,
    );
    expect(written.toString()).toBe('trail=1&other.page=2');
    const full = writeQuery(
      base,
      'runs',
      { page: 2, pageSize: 20, search: 'x y', sort: { id: 'id', desc: false } },
      defaults,
    );
    expect(Object.fromEntries(full)).toEqual({
      trail: '1',
      page: '4',
      'other.page': '2',
      'runs.page': '2',
      'runs.size': '20',
      'runs.q': 'x y',
      'runs.sort': 'id',
    });
    expect(base.toString()).toBe('trail=1&page=4&other.page=2');
  });

  it('round-trips through the address', () => {
    const state = { page: 7, pageSize: 100, search: '代理', sort: { id: 'name', desc: true } };
    const params = writeQuery(new URLSearchParams(), 'a', state, defaults);
    expect(readQuery(new URLSearchParams(params.toString()), 'a', defaults)).toEqual(state);
  });

  it("tells one table's parameters apart from the others", () => {
    const a = new URLSearchParams('page=2&x=1');
    expect(queryText(a, undefined)).toBe(queryText(new URLSearchParams('page=2&x=9'), undefined));
    expect(queryText(a, undefined)).not.toBe(queryText(new URLSearchParams('page=3'), undefined));
    expect(queryText(new URLSearchParams('sort='), undefined)).not.toBe(
      queryText(new URLSearchParams(), undefined),
    );
  });

  it("drops one table's parameters and keeps the rest", () => {
    const params = new URLSearchParams('trail=1&page=2&q=x&size=20&sort=id&queue.page=3');
    expect(withoutTableQuery(params).toString()).toBe('trail=1&queue.page=3');
    expect(withoutTableQuery(params, 'queue').toString()).toBe('trail=1&page=2&q=x&size=20&sort=id');
  });
});
