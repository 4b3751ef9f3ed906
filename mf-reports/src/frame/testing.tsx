/**
 * Test helpers of the report screens: rendering a screen in a router under a query client of its
 * own, the kernel api client as the test file mocked it, and reply envelopes.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { api } from '@drawdesk/shared-kernel/api';
import { createQueryClient, QueryProvider } from '@drawdesk/shared-kernel/query';
import { MemoryRouter, useLocation } from '@drawdesk/shared-kernel/routing';

/** The kernel api client's calls, each a mock. */
export type MockedClient = Record<'get' | 'post' | 'fetchPage' | 'fetchAllRows', jest.Mock>;

/**
 * The kernel api client of a test file that mocks '@drawdesk/shared-kernel/api' (its `api` with
 * get, post, fetchPage and fetchAllRows each a jest.fn(); the mock stays in the test file, where
 * jest hoists it above the imports).
 */
export const mockedClient = (): MockedClient => api as unknown as MockedClient;

/** Forgets every call and answer the mocked client was given (before each test). */
export function resetClient(client: MockedClient): void {
  for (const call of Object.values(client)) call.mockReset();
}

/** What the address output under the screen shows: the query string, the path with it, or nothing. */
export type AddressShown = 'search' | 'path' | 'none';

function Address({ shown }: { shown: 'search' | 'path' }) {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{shown === 'path' ? `${pathname}${search}` : search}</output>;
}

/**
 * Renders a screen in a router (at `entry`) under a query client of its own (nothing cached from
 * another test), with the address it is at below it (tests read what a screen keeps there).
 */
export const renderIn = (el: ReactElement, entry = '/', shown: AddressShown = 'search') =>
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        {el}
        {shown !== 'none' && <Address shown={shown} />}
      </MemoryRouter>
    </QueryProvider>,
  );

/** The address output's text (see renderIn). */
export const addressText = () => screen.getByTestId('address').textContent ?? '';

/** A reply of a report that answers every row at once. */
export const allRows = (data: unknown[], overallInfo: unknown) => ({
  success: true,
  message: null,
  code: 0,
  data,
  totalCount: data.length,
  overallInfo,
});

/** A successful envelope. */
export const ok = (data: unknown, message: string | null = null) => ({
  success: true,
  message,
  code: 0,
  data,
});

/** A failed call's envelope (the screens go on without what it would have given). */
export const failure = () => ({ success: false, message: 'x', code: 500, data: null });

/** The parameters the screen keeps in the address now. */
export const addressParams = (el: HTMLElement) => new URLSearchParams(el.textContent ?? '');

/**
 * Catches the files a screen downloads (an export) instead of saving them: `lines(i)` reads the
 * i-th file's text as CSV lines (without the byte order mark); `restore` ends the catching.
 */
export function catchDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return 'blob:x';
    },
    revokeObjectURL: () => undefined,
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const lines = async (i = 0) => {
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[i] as Blob);
    });
    return text.replace(/^\uFEFF/, '').split('\r\n');
  };
  return { blobs, lines, restore: () => click.mockRestore() };
}
