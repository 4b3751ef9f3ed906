import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient, QueryProvider } from '@drawdesk/shared-kernel/query';
import { MemoryRouter, useLocation } from '@drawdesk/shared-kernel/routing';

/** Shows the address's query string (tests read what a screen keeps there). */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** Renders a screen in a router (at `entry`) under a query client of its own. */
export const renderIn = (el: ReactElement, entry = '/') =>
  render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        {el}
        <Address />
      </MemoryRouter>
    </QueryProvider>,
  );

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
export const ok = (data: unknown) => ({ success: true, message: null, code: 0, data });

/** The parameters the screen keeps in the address now. */
export const addressParams = (el: HTMLElement) => new URLSearchParams(el.textContent ?? '');
