import { newRequestKey } from './requestKey';

describe('newRequestKey', () => {
  it('is 32 hex digits, different every time', () => {
    const keys = new Set(Array.from({ length: 1000 }, newRequestKey));
    expect(keys.size).toBe(1000);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
