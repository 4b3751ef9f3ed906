import { blankRow, gridCodes, statusText, webOrderRows } from './model';
import { agentContext } from './testing';

it('offers the 4-digit then the 3-digit bet codes of the account, once each', () => {
  expect(gridCodes(agentContext())).toEqual(['B', 'S', '4A', '3C', '3A']);
  expect(gridCodes(agentContext({ betFormats: { '3': ['3A'] } }))).toEqual(['3A']);
});

it('sends only rows with a number and a positive amount, amounts as numbers', () => {
  expect(
    webOrderRows([
      { number: ' 1234 ', kind: 2, amounts: { B: '1.5', S: '', '4A': '0' } },
      { number: '5678', kind: 1, amounts: { S: ' ' } },
      { number: '', kind: 1, amounts: { B: '3' } },
      blankRow(),
    ]),
  ).toEqual([{ number: '1234', kind: 2, amounts: { B: 1.5 } }]);
});

it('words a ticket status through the orders namespace', () => {
  expect(statusText((k) => `<${k}>`, 99)).toBe('<common.statuses.s99>');
});
