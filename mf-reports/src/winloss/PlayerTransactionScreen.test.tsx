/** Player transaction shows each credit-log reason by its label, in every language, not its code. */
import { screen } from '@testing-library/react';
import { setLanguage } from '@drawdesk/shared-kernel/i18n';
import { page, setupI18n } from '@drawdesk/shared-kernel/testing';
import { PLAYER_TRANSACTION_REASONS } from '@drawdesk/shared-kernel/contract';
import PlayerTransactionScreen from './PlayerTransactionScreen';
import { failure, mockedClient, renderIn, resetClient } from '../frame/testing';
import { en } from './i18n/en';
import { ms } from './i18n/ms';
import { zh } from './i18n/zh';

jest.mock('@drawdesk/shared-kernel/api', () => ({
  api: { get: jest.fn(), post: jest.fn(), fetchPage: jest.fn(), fetchAllRows: jest.fn() },
}));
const client = mockedClient();
jest.setTimeout(30_000);

const filter = { fromDate: '2031-01-06', toDate: '2031-01-07', poolIds: [] };
const rows = PLAYER_TRANSACTION_REASONS.map((reason, i) => ({
  id: i + 1,
  at: '2031-01-06T04:00:00Z',
  userId: 9,
  username: 'demo_p1',
  reason,
  amount: 1,
  preBalance: 0,
  postBalance: 1,
  actorId: null,
  actorUsername: null,
}));

type Tree = { [key: string]: string | Tree };
const label = (tree: Tree, reason: string) =>
  reason
    .split('.')
    .reduce<Tree | string>((node, key) => (node as Tree)[key] as Tree | string, tree) as string;

beforeAll(() => setupI18n());
beforeEach(() => {
  resetClient(client);
  client.get.mockResolvedValue(failure());
  client.fetchPage.mockResolvedValue(page(rows, { totalAmount: rows.length }));
});
afterAll(() => setLanguage('en'));

it.each([
  ['en', en],
  ['zh', zh],
  ['ms', ms],
] as const)('in %s every reason it shows has its label and no raw code', async (language, texts) => {
  await setLanguage(language);
  renderIn(<PlayerTransactionScreen initialFilter={filter} />, '/', 'none');
  for (const reason of PLAYER_TRANSACTION_REASONS) {
    expect(await screen.findByText(label(texts.reason as Tree, reason))).toBeInTheDocument();
    expect(screen.queryByText(reason)).toBeNull();
  }
});
