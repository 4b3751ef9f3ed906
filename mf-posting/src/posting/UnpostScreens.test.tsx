import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setLanguage } from '@drawdesk/shared-kernel/i18n';
import { answerDialogs, fail, ok, setupI18n, signIn } from '@drawdesk/shared-kernel/testing';
import { addressNow, lastPageBody, pageOf, renderAt, resetClient, type MockedClient } from './testing';
import UnpostDetailScreen from './UnpostDetailScreen';
import UnpostScreen from './UnpostScreen';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { api: client } = require('@drawdesk/shared-kernel/api') as { api: MockedClient };

jest.setTimeout(30_000);

let answer = true;
const dialogs = answerDialogs(() => answer);

const summaryRows = [
  { drawDate: '2031-01-08', poolId: 1, unposted: 1234.5, posted: 100, distributed: 40, numbers: 3 },
  { drawDate: '2031-01-08', poolId: 3, unposted: 0, posted: 20, distributed: 20, numbers: 1 },
];
const summaryTotals = { unposted: 1234.5, posted: 120, distributed: 60, numbers: 4 };
const range = '?fromDate=2031-01-01&toDate=2031-01-10';

beforeAll(() => setupI18n());
beforeEach(() => {
  answer = true;
  resetClient(client);
  client.get.mockResolvedValue(
    ok([
      { userId: 7, username: 'demo_co', userRoleId: 3 },
      { userId: 8, username: 'other_co', userRoleId: 3 },
    ]),
  );
  client.fetchPage.mockImplementation((_area: string, name: string) =>
    Promise.resolve(name === 'GetUnpostSummary' ? pageOf(summaryRows, summaryTotals) : pageOf([])),
  );
});

describe('/posting/Unpost', () => {
  beforeEach(() => signIn({ userId: 7, username: 'demo_co', userRoleId: 3 }));

  it('lists the draws of the range in the address, with totals and a link to each draw', async () => {
    renderAt(<UnpostScreen />, `/posting/Unpost${range}&poolIds=1`);
    const table = await screen.findByRole('table', { name: 'Unposted Numbers' });
    const row = (await within(table).findByText('Magnum')).closest('tr')!;
    expect(row).toHaveTextContent('1,234.50');
    expect(within(row).getByRole('link', { name: 'Detail' })).toHaveAttribute(
      'href',
      '/posting/UnpostDetail?drawDate=2031-01-08&poolId=1',
    );
    expect(client.fetchPage).toHaveBeenCalledWith(
      'Posting',
      'GetUnpostSummary',
      { fromDate: '2031-01-01', toDate: '2031-01-10', poolIds: [1] },
      expect.objectContaining({ startCount: 0 }),
    );
    // Nothing left unposted: no post for that draw.
    const empty = within(table).getByText('Toto').closest('tr')!;
    expect(within(empty).getByRole('button', { name: /Post all/ })).toBeDisabled();
    // A company never picks a company.
    expect(screen.queryByLabelText('Company')).not.toBeInTheDocument();
  });

  it('posts every unposted amount of a draw after a confirmation, then reads the summary again', async () => {
    client.post.mockResolvedValue(ok({ posted: 1234.5, lines: 3 }));
    renderAt(<UnpostScreen />, `/posting/Unpost${range}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Post all Magnum 2031-01-08' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        'Posting',
        'DoPost',
        { drawDate: '2031-01-08', poolId: 1 },
        { failureDialog: false },
      ),
    );
    expect(dialogs[0]).toMatchObject({
      kind: 'confirm',
      message: 'Post every unposted amount of Magnum on 08/01/2031 (1,234.50)?',
    });
    await waitFor(() =>
      expect(dialogs.at(-1)).toMatchObject({ kind: 'success', message: 'Posted 1,234.50 on 3 lines.' }),
    );
    await waitFor(() =>
      expect(client.fetchPage.mock.calls.filter((c) => c[1] === 'GetUnpostSummary')).toHaveLength(2),
    );
  });

  it("shows the server's refusal of a draw past its cutoff, and posts nothing when the confirmation is cancelled", async () => {
    client.post.mockResolvedValue(fail('This draw is past its cutoff time: it can no longer be posted.'));
    renderAt(<UnpostScreen />, `/posting/Unpost${range}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Post all Magnum 2031-01-08' }));
    await waitFor(() =>
      expect(dialogs.at(-1)).toMatchObject({
        kind: 'error',
        message: 'This draw is past its cutoff time: it can no longer be posted.',
      }),
    );
    answer = false;
    client.post.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Post all Magnum 2031-01-08' }));
    await waitFor(() => expect(dialogs.at(-1)?.kind).toBe('confirm'));
    expect(client.post).not.toHaveBeenCalled();
  });

  it('keeps the applied filter in the address and refuses a reversed range without asking', async () => {
    renderAt(<UnpostScreen />, `/posting/Unpost${range}`);
    await screen.findByText('Magnum');
    fireEvent.change(screen.getByLabelText('From date'), { target: { value: '2031-01-05' } });
    fireEvent.change(screen.getByLabelText('Pool'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(addressNow()).toBe('/posting/Unpost?fromDate=2031-01-05&toDate=2031-01-10&poolIds=3'),
    );
    await waitFor(() =>
      expect(lastPageBody(client, 'GetUnpostSummary')).toEqual({
        fromDate: '2031-01-05',
        toDate: '2031-01-10',
        poolIds: [3],
      }),
    );
    fireEvent.change(screen.getByLabelText('To date'), { target: { value: '2031-01-01' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The from date is after the to date.');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });
});

describe('/posting/Unpost as the super admin', () => {
  beforeEach(() => signIn());

  it('sees every company without posting, and posts for the company it picks', async () => {
    client.post.mockResolvedValue(ok({ posted: 1234.5, lines: 3 }));
    renderAt(<UnpostScreen />, `/posting/Unpost${range}`);
    await screen.findByText('Magnum');
    expect(screen.getByText('Pick a company to post or distribute.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Post all/ })).not.toBeInTheDocument();
    const company = await screen.findByLabelText('Company');
    await within(company).findByRole('option', { name: 'other_co' });
    fireEvent.change(company, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastPageBody(client, 'GetUnpostSummary')).toMatchObject({ companyId: 8 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Post all Magnum 2031-01-08' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        'Posting',
        'DoPost',
        { drawDate: '2031-01-08', poolId: 1, companyId: 8 },
        { failureDialog: false },
      ),
    );
    expect(screen.getAllByRole('link', { name: 'Detail' })[0]).toHaveAttribute(
      'href',
      '/posting/UnpostDetail?drawDate=2031-01-08&poolId=1&companyId=8',
    );
  });
});

describe('/posting/Unpost as the super admin with a company in the address', () => {
  beforeEach(() => signIn());

  it('keeps that company picked while the companies load', async () => {
    let answer: (v: unknown) => void = () => undefined;
    client.get.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    renderAt(<UnpostScreen />, `/posting/Unpost${range}&companyId=8`);
    await screen.findByText('Magnum');
    expect(lastPageBody(client, 'GetUnpostSummary')).toMatchObject({ companyId: 8 });
    answer(ok([{ userId: 8, username: 'other_co', userRoleId: 3 }]));
    const company = await screen.findByLabelText('Company');
    expect(company).toHaveValue('8');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(addressNow()).toContain('companyId=8'));
    expect(screen.getByRole('button', { name: 'Post all Magnum 2031-01-08' })).toBeInTheDocument();
  });
});

describe('/posting/UnpostDetail', () => {
  const detail = [
    { number: '1234', code: 'B', unposted: 10, posted: 5, distributed: 5, carried: 0 },
    { number: '1234', code: 'S', unposted: 0, posted: 3, distributed: 0, carried: 1 },
    { number: '5678', code: 'B', unposted: 2.25, posted: 0, distributed: 0, carried: 0 },
  ];
  const totals = { unposted: 12.25, posted: 8, distributed: 5, carried: 1 };
  beforeEach(() => {
    signIn({ userId: 7, username: 'demo_co', userRoleId: 3 });
    client.fetchPage.mockImplementation(() => Promise.resolve(pageOf(detail, totals)));
  });

  it('needs the draw in its address', async () => {
    renderAt(<UnpostDetailScreen />, '/posting/UnpostDetail?drawDate=2031-01-08');
    expect(await screen.findByRole('alert')).toHaveTextContent('the draw date and pool are missing');
    expect(client.fetchPage).not.toHaveBeenCalled();
  });

  it('posts the selected lines that have something unposted', async () => {
    client.post.mockResolvedValue(ok({ posted: 12.25, lines: 2 }));
    renderAt(<UnpostDetailScreen />, '/posting/UnpostDetail?drawDate=2031-01-08&poolId=1');
    expect(await screen.findByRole('heading', { name: 'Magnum · 08/01/2031' })).toBeInTheDocument();
    await screen.findByText('5678');
    expect(client.fetchPage).toHaveBeenCalledWith(
      'Posting',
      'GetUnpostDetail',
      { drawDate: '2031-01-08', poolId: 1 },
      expect.objectContaining({ startCount: 0 }),
    );
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    boxes.forEach((b) => fireEvent.click(b));
    // The 1234 S line has nothing unposted: two lines are posted.
    fireEvent.click(await screen.findByRole('button', { name: 'Post selected (2)' }));
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        'Posting',
        'DoPost',
        {
          drawDate: '2031-01-08',
          poolId: 1,
          items: [
            { number: '1234', code: 'B' },
            { number: '5678', code: 'B' },
          ],
        },
        { failureDialog: false },
      ),
    );
    expect(dialogs[0]?.message).toBe('Post 2 selected lines of Magnum on 08/01/2031 (12.25)?');
  });

  it('posts the whole draw, and searches by number', async () => {
    client.post.mockResolvedValue(ok({ posted: 12.25, lines: 2 }));
    renderAt(<UnpostDetailScreen />, '/posting/UnpostDetail?drawDate=2031-01-08&poolId=1');
    await screen.findByText('5678');
    const postAll = screen.getByRole('button', { name: 'Post all' });
    await waitFor(() => expect(postAll).toBeEnabled());
    fireEvent.click(postAll);
    await waitFor(() =>
      expect(client.post).toHaveBeenCalledWith(
        'Posting',
        'DoPost',
        { drawDate: '2031-01-08', poolId: 1 },
        { failureDialog: false },
      ),
    );
    expect(dialogs[0]?.message).toBe('Post every unposted amount of Magnum on 08/01/2031 (12.25)?');
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '56' } });
    await waitFor(() =>
      expect(lastPageBody(client, 'GetUnpostDetail')).toEqual({
        drawDate: '2031-01-08',
        poolId: 1,
        number: '56',
      }),
    );
  });
});

describe('in Chinese', () => {
  afterEach(() => setLanguage('en'));

  it('labels the summary, its columns and actions in Chinese', async () => {
    signIn({ userId: 7, username: 'demo_co', userRoleId: 3 });
    await setLanguage('zh');
    renderAt(<UnpostScreen />, `/posting/Unpost${range}`);
    expect(await screen.findByRole('columnheader', { name: '未转单' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '已分配' })).toBeInTheDocument();
    expect(screen.getByLabelText('开始日期')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '全部转单 Magnum 2031-01-08' })).toHaveTextContent(
      '全部转单',
    );
    expect(screen.getAllByRole('link', { name: '详情' })).toHaveLength(2);
  });
});
