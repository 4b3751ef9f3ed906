import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PackageDetail } from '@drawdesk/shared-kernel/contract';
import { initI18n } from '@drawdesk/shared-kernel/i18n';
import { QueryProvider, createQueryClient } from '@drawdesk/shared-kernel/query';
import { MemoryRouter, Route, Routes, useLocation } from '@drawdesk/shared-kernel/routing';
import PackageDetailScreen from './PackageDetailScreen';
import { envelope, fakeServer, recordDialogs, refusal } from './testing';

jest.setTimeout(30_000);

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
async function renderAt(path: string) {
  await initI18n('en');
  return render(
    <QueryProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/package/detail" element={<PackageDetailScreen />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryProvider>,
  );
}

const detail: PackageDetail = {
  packageId: 7,
  name: 'Agent 0.75',
  description: 'demo_ag',
  type: 0,
  isRed: false,
  pools: [1, 2],
  status: 1,
  ownerId: 2,
  ownerName: 'demo_co',
  lastModified: '2026-01-01T00:00:00.000Z',
  modifiedBy: 'demo_co',
  holders: 1,
  isDefault: false,
  canEdit: true,
  rates: {
    B: { baseRate: 1, betRate: 0.75, payouts: [2500, 1000, 500, 180, 60] },
    S: { baseRate: 1, betRate: 0.75, payouts: [3500, 2000, 1000] },
  },
};

describe('package detail', () => {
  it('starts the pools and the rate rows over when a new package changes type', async () => {
    const user = userEvent.setup({ delay: null });
    fakeServer(() => envelope(null, { success: false, message: 'Not in this test.' }));
    await renderAt('/package/detail?type=0');
    expect(screen.getByTestId('rate-5D')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Magnum'));
    await user.selectOptions(screen.getByLabelText('Type'), 'GD');
    await waitFor(() => expect(screen.queryByTestId('rate-5D')).toBeNull());
    expect(screen.getByLabelText('GD')).not.toBeChecked();
    expect(screen.queryByLabelText('Magnum')).toBeNull();
  });

  it('builds a new package: bulk bet rate, a payout edit, and sends the API body', async () => {
    const user = userEvent.setup({ delay: null });
    // Only the save answers here; the saved package's reload after the redirect is not this test's.
    const calls = fakeServer((call) =>
      call.url.endsWith('/CreateOrUpdatePackage')
        ? envelope({ packageId: 42 })
        : envelope(null, { success: false, message: 'Not in this test.' }),
    );
    const { dialogs, stop } = recordDialogs();
    await renderAt('/package/detail?type=2');
    expect(screen.getByLabelText('Type')).toHaveValue('2');
    // GD offers no 5D / 6D rows.
    expect(screen.queryByTestId('rate-5D')).toBeNull();
    await user.type(screen.getByLabelText('Name*'), 'GD agents');
    await user.click(screen.getByLabelText('GD'));
    await user.type(screen.getByLabelText('Bet rate for all codes'), '0.76');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const big = within(screen.getByTestId('rate-B'));
    await user.clear(big.getByLabelText('B Consolation'));
    await user.type(big.getByLabelText('B Consolation'), '63.5');
    await user.click(screen.getByLabelText('Use 2SE'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = calls[0]!.body as { rates: Record<string, unknown> } & Record<string, unknown>;
    expect(calls[0]!.url).toBe('/Configuration/CreateOrUpdatePackage');
    expect(body).toMatchObject({ name: 'GD agents', type: 2, isRed: false, pools: [8], status: 1 });
    expect(body.rates.B).toEqual({ baseRate: 1, betRate: 0.76, payouts: [2500, 1000, 500, 180, 63.5] });
    expect(body.rates['2SE']).toBeUndefined();
    expect(Object.keys(body.rates)).toHaveLength(18);
    await waitFor(() => expect(dialogs.map((d) => d.message)).toContain('Package saved.'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/package/detail?packageId=42'),
    );
    stop();
  });

  it('checks the table before sending: bad rates, bet over base, bad payouts', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeServer(() => envelope({ packageId: 1 }));
    await renderAt('/package/detail');
    await user.type(screen.getByLabelText('Name*'), 'x');
    const big = within(screen.getByTestId('rate-B'));
    await user.clear(big.getByLabelText('B Bet rate'));
    await user.type(big.getByLabelText('B Bet rate'), '1.5');
    const a4 = within(screen.getByTestId('rate-4A'));
    await user.clear(a4.getByLabelText('4A Base rate'));
    await user.type(a4.getByLabelText('4A Base rate'), '0.12345');
    await user.clear(a4.getByLabelText('4A Payout 1'));
    await user.type(a4.getByLabelText('4A Payout 1'), '1.234');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bet rate cannot be higher than the base rate.');
    expect(alert).toHaveTextContent('A rate is greater than 0, at most 10, with at most 4 decimals.');
    expect(alert).toHaveTextContent('A payout is 0 or more with at most 2 decimals.');
    expect(big.getByLabelText('B Bet rate')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it("loads a package, edits it, and shows the server's 'Invalid Package Info' in the error dialog", async () => {
    const user = userEvent.setup({ delay: null });
    const calls = fakeServer((c) =>
      c.url.endsWith('GetPackageDetailById') ? envelope(detail) : refusal('Invalid Package Info'),
    );
    const { dialogs, stop } = recordDialogs();
    await renderAt('/package/detail?packageId=7');
    const big = within(await screen.findByTestId('rate-B'));
    expect(calls[0]!.params).toEqual({ packageId: 7 });
    expect(big.getByLabelText('B Bet rate')).toHaveValue('0.75');
    // Codes the package lacks are shown unused.
    expect(screen.getByLabelText('Use 4A')).not.toBeChecked();
    expect(screen.getByLabelText('Type')).toBeDisabled();
    await user.clear(big.getByLabelText('B Bet rate'));
    await user.type(big.getByLabelText('B Bet rate'), '0.7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialogs).toHaveLength(1));
    expect(dialogs[0]).toMatchObject({ kind: 'error', message: 'Invalid Package Info' });
    expect(calls[1]!.body).toMatchObject({ packageId: 7, rates: { B: { betRate: 0.7 } } });
    expect(screen.getByTestId('location')).toHaveTextContent('/package/detail?packageId=7');
    stop();
  });

  it('shows a package read-only to whoever may not edit it', async () => {
    fakeServer(() => envelope({ ...detail, canEdit: false }));
    await renderAt('/package/detail?packageId=7');
    expect(await screen.findByText('You may view this package but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(screen.getByTestId('rate-B')).getByLabelText('B Bet rate')).toBeDisabled();
  });
});
