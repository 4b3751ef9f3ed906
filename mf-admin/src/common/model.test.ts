import { POOLS } from '@drawdesk/shared-kernel/domain';
import { POOL_OPTIONS, poolName } from './model';

it('offers every pool by id with its display name, and names an unknown pool by its id', () => {
  expect(POOL_OPTIONS).toHaveLength(POOLS.length);
  expect(POOL_OPTIONS[0]).toEqual({ value: POOLS[0]!.id, label: POOLS[0]!.displayName });
  expect(poolName(POOLS[1]!.id)).toBe(POOLS[1]!.displayName);
  expect(poolName(999)).toBe('999');
});
