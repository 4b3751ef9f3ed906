/**
 * Test helpers of the posting screens: a screen rendered in a router (at an address) under a query
 * client of its own, the address it keeps shown below it, and the kernel api client as the test
 * file mocked it.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { api } from '@drawdesk/shared-kernel/api';
import { createQueryClient, QueryProvider } from '@drawdesk/shared-kernel/query';
import { MemoryRouter, useLocation } from '@drawdesk/shared-kernel/routing';

/** The kernel api client's calls, each a mock. */
export type MockedClient = Record<'get' | 'post' | 'fetchPage' | 'fetchAllRows', jest.Mock>;

/** The kernel api client of a test file that mocks '@drawdesk/shared-kernel/api'. */
export const mockedClient = (): MockedClient => api as unknown as MockedClient;

/** Forgets every call and answer the mocked client was given. */
export function resetClient(client: MockedClient): void {
  for (const call of Object.values(client)) call.mockReset();
}

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

/** Renders a screen at `entry` in a router and a fresh query client, the address shown below it. */
export const renderAt = (el: ReactElement, entry = '/') =>
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        {el}
        <Address />
      </MemoryRouter>
    </QueryProvider>,
  );

/** The address (path and query) the screen is at now. */
export const addressNow = () => screen.getByTestId('address').textContent ?? '';

/** A paged reply (the api client's PageResult) holding every row. */
export const pageOf = <T,>(rows: T[], overallInfo: unknown = null) => ({
  rows,
  totalCount: rows.length,
  overallInfo,
  success: true,
  message: null,
  code: 0,
});

/** The body the mocked fetchPage was last called with for a call name. */
export function lastPageBody(client: MockedClient, name: string): Record<string, unknown> | undefined {
  const calls = client.fetchPage.mock.calls.filter((c) => c[1] === name);
  return calls.at(-1)?.[2] as Record<string, unknown> | undefined;
}
