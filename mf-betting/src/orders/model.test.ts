import {
  blankFormRow,
  blankFormRows,
  blankRow,
  fromFormRow,
  gridCodes,
  statusText,
  typedNumbers,
  webOrderRows,
} from './model';
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

it('reads a form row of the grid as a grid row with the amounts of the shown codes', () => {
  expect(
    fromFormRow({ number: '1234', kind: 2, B: '1.00', S: '', '3A': '0.5', X: '9' }, ['B', 'S', '3A']),
  ).toEqual({ number: '1234', kind: 2, amounts: { B: '1.00', '3A': '0.5' } });
  expect(fromFormRow(blankFormRow(), ['B'])).toEqual({ number: '', kind: 1, amounts: {} });
  expect(blankFormRows()).toHaveLength(5);
});

it('splits typed numbers on spaces, commas, semicolons and new lines', () => {
  expect(typedNumbers(' 1234\n5678, 9012;3456  ')).toEqual(['1234', '5678', '9012', '3456']);
  expect(typedNumbers('')).toEqual([]);
});
