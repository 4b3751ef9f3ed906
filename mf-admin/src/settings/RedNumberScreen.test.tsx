import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NumberQueuePanel } from './components/NumberQueuePanel';
import { RedNumberForm } from './components/RedNumberForm';
import type { RedNumberValues } from './model';
import RedNumberScreen from './RedNumberScreen';
import { answerDialogs, loginAs, ok, renderWithQuery, setupSettingsI18n } from './testing';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api } = require('@drawdesk/shared-kernel/api') as {
  api: { post: jest.Mock; fetchPage: jest.Mock; fetchAllRows: jest.Mock };
};

const values: RedNumberValues = {
  number: '1234',
  permutationType: '24P',
  pools: [1, 2],
  dateFrom: '2040-01-01',
  dateTo: '2040-01-31',
  fightLimit: '',
  companyId: '',
};
const redRow = {
  id: 5,
  ownerId: 10,
  ownerName: 'demo_co',
  number: '9929',
  permutationType: 'normal' as const,
  numbers: ['9929'],
  pools: [1, 2, 3],
  dateFrom: '2040-01-01',
  dateTo: '2040-12-31',
  fightLimit: 50,
  status: 1,
  updatedBy: 'admin',
  updatedAt: '2026-11-22T08:00:00.000Z',
};
const queueRow = {
  id: 3,
  companyId: 10,
  companyName: 'demo_co',
  drawId: 8,
  poolId: 1,
  drawDate: '2026-11-25',
  number: '1234',
  code: 'B',
  reason: 'sold out',
  createdAt: '2026-11-22T08:00:00.000Z',
};

beforeAll(setupSettingsI18n);
beforeEach(() => {
  api.post.mockReset();
  api.fetchPage.mockReset();
  api.fetchAllRows.mockReset();
  api.fetchAllRows.mockResolvedValue({
    success: true,
    rows: [{ userId: 10, username: 'demo_co' }],
    totalCount: 1,
  });
  api.fetchPage.mockImplementation((_a: string, name: string) =>
    Promise.resolve(
      name === 'GetRedNumber'
        ? { success: true, rows: [redRow], totalCount: 1, overallInfo: null }
        : { success: true, rows: [queueRow], totalCount: 1, overallInfo: null },
    ),
  );
});

describe('RedNumberForm', () => {
  it('updates the preview as the user types and saves', async () => {
    api.post.mockResolvedValue(ok(redRow));
    const onSaved = jest.fn();
    render(
      <RedNumberForm
        initial={{ ...values, number: '', permutationType: 'normal' }}
        companies={[{ value: 10, label: 'demo_co' }]}
        needsCompany
        onCancel={jest.fn()}
        onSaved={onSaved}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Number/), { target: { value: '1123' } });
    expect(screen.getByTestId('red-preview')).toHaveTextContent('Preview: 1 number(s)');
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '12P' } });
    expect(screen.getByTestId('red-preview')).toHaveTextContent('Preview: 12 number(s)');
    fireEvent.change(screen.getByLabelText(/^Company/), { target: { value: '10' } });
    fireEvent.click(screen.getByLabelText('Sabah'));
    fireEvent.change(screen.getByLabelText(/^Fight limit/), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('Configuration', 'CreateOrUpdateRedNumber', {
      number: '1123',
      permutationType: '12P',
      pools: [1, 2, 5],
      dateFrom: '2040-01-01',
      dateTo: '2040-01-31',
      fightLimit: 30,
      companyId: 10,
    });
  });
  it('sends nothing while the type does not fit', async () => {
    render(
      <RedNumberForm
        initial={values}
        companies={[]}
        needsCompany={false}
        onCancel={jest.fn()}
        onSaved={jest.fn()}
      />,
    );
    fireEvent.change(screen.getByLabelText(/^Number/), { target: { value: '1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(/Number 1111 has 1 permutation/)).not.toHaveLength(0);
    expect(api.post).not.toHaveBeenCalled();
  });
});

describe('RedNumberScreen', () => {
  const dialogs = answerDialogs(true);
  it('lists red numbers with server paging and deletes one after confirming', async () => {
    loginAs({ userRoleId: 3, username: 'demo_co', userId: 10 });
    api.post.mockResolvedValue(ok({ deleted: 1 }));
    renderWithQuery(<RedNumberScreen />);
    expect(await screen.findByText('9929')).toBeInTheDocument();
    expect(api.fetchPage).toHaveBeenCalledWith(
      'Configuration',
      'GetRedNumber',
      expect.anything(),
      expect.objectContaining({ startCount: 0 }),
    );
    expect(screen.getByRole('heading', { name: 'Number queue' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete 9929' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('Configuration', 'DeleteRedNumber', { id: 5 }));
    expect(dialogs[0]).toMatchObject({ kind: 'confirm', message: 'Delete red number 9929?' });
  });
  it('bulk deletes the selected rows after confirming', async () => {
    loginAs({ userRoleId: 3, username: 'demo_co', userId: 10 });
    api.fetchPage.mockImplementation((_a: string, name: string) =>
      Promise.resolve(
        name === 'GetRedNumber'
          ? {
              success: true,
              rows: [redRow, { ...redRow, id: 6, number: '8877' }],
              totalCount: 2,
              overallInfo: null,
            }
          : { success: true, rows: [], totalCount: 0, overallInfo: null },
      ),
    );
    api.post.mockResolvedValue(ok({ deleted: 2 }));
    renderWithQuery(<RedNumberScreen />);
    const table = await screen.findByRole('table', { name: 'Red numbers' });
    await within(table).findByText('8877');
    for (const box of within(table).getAllByRole('checkbox', { name: 'Select row' })) fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Configuration', 'BulkDeleteRedNumber', { ids: [5, 6] }),
    );
    expect(dialogs[0]).toMatchObject({ kind: 'confirm', message: 'Delete 2 red number(s)?' });
  });

  it('shows no change controls to a view-only account (IT admin)', async () => {
    loginAs({ userRoleId: 2, username: 'demo_it', userId: 2, accessString: 'Red Number:1' });
    renderWithQuery(<RedNumberScreen />);
    expect(await screen.findByText('9929')).toBeInTheDocument();
    expect(screen.getByText('demo_co')).toBeInTheDocument(); // owner column
    expect(screen.queryByRole('button', { name: 'New red number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit 9929' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete 9929' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Number queue' })).not.toBeInTheDocument();
  });

  it('hides the number queue from agents', async () => {
    loginAs({ userRoleId: 4, username: 'demo_ma', userId: 12 });
    renderWithQuery(<RedNumberScreen />);
    expect(await screen.findByText('9929')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Number queue' })).not.toBeInTheDocument();
  });
});

describe('NumberQueuePanel confirmed', () => {
  const dialogs = answerDialogs(true);
  it('unblocks one and all after confirming', async () => {
    api.post.mockResolvedValue(ok({ deleted: 1 }));
    render(<NumberQueuePanel showCompany />);
    expect(await screen.findByText('sold out')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock 1234' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Configuration', 'DeleteNumberQueue', { id: 3 }),
    );
    expect(dialogs[0]).toMatchObject({ kind: 'confirm', message: 'Unblock 1234 (B) on 25/11/2026?' });
    fireEvent.click(screen.getByRole('button', { name: 'Unblock all' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('Configuration', 'DeleteNumberQueue', { all: true }),
    );
  });
});

describe('NumberQueuePanel cancelled', () => {
  answerDialogs(false);
  it('unblocks nothing when the confirmation is cancelled', async () => {
    render(<NumberQueuePanel showCompany={false} />);
    expect(await screen.findByText('sold out')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unblock 1234' }));
    await waitFor(() => expect(api.post).not.toHaveBeenCalled());
    expect(screen.queryByText('demo_co')).not.toBeInTheDocument();
  });
});
