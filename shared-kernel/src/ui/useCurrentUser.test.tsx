import { act, renderHook } from '@testing-library/react';
import { auth$ } from '../bus';
import type { LoginUserData } from '../contract/session';
import { useCurrentUser } from './useCurrentUser';

describe('useCurrentUser', () => {
  afterEach(() => act(() => auth$.next({ ...auth$.value, user: null })));

  it('follows the user the bus carries, null before a login', () => {
    act(() => auth$.next({ ...auth$.value, user: null }));
    const { result } = renderHook(() => useCurrentUser());
    expect(result.current).toBeNull();
    const user = { userId: 7, username: 'demo_co' } as unknown as LoginUserData;
    act(() => auth$.next({ ...auth$.value, user }));
    expect(result.current).toBe(user);
  });
});
