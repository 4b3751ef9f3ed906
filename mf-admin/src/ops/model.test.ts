import type { RolloutRule } from '@drawdesk/shared-kernel/contract';
import { agentBody, draftOf, filterParams, newAgentDraft, pretty, ruleOf, validateAgent } from './model';

const rule: RolloutRule = {
  remote: 'mf-admin',
  stableVersion: '0.1.0',
  candidateVersion: null,
  candidatePercent: 0,
  candidateUsers: [],
  candidateRoles: [],
};

it('builds the filter from the filled fields only', () => {
  expect(filterParams({ fromDate: '', toDate: '', uri: '  ', method: '' })).toEqual({});
  expect(
    filterParams({ fromDate: '2026-01-01', toDate: '2026-01-31', uri: ' Bet ', method: 'POST' }),
  ).toEqual({
    fromDate: '2026-01-01',
    toDate: '2026-01-31',
    uri: 'Bet',
    method: 'POST',
  });
  expect(pretty('{"a":1}')).toBe('{\n  "a": 1\n}');
  expect(pretty('plain')).toBe('plain');
});

it('turns a rollout draft into the UpdateRemoteRollout body', () => {
  const draft = {
    ...draftOf(rule),
    candidateUsers: ' a , ,b',
    candidatePercent: '130',
    candidateRoles: [3, 1],
  };
  expect(ruleOf('mf-admin', draft)).toEqual({
    remote: 'mf-admin',
    stableVersion: '0.1.0',
    candidateVersion: null,
    candidatePercent: 100,
    candidateUsers: ['a', 'b'],
    candidateRoles: [1, 3],
  });
});

it('validates a remote agent and builds its body (blank secret kept on update)', () => {
  expect(validateAgent(newAgentDraft())).toEqual({
    companyId: 'REQUIRED_FIELD',
    name: 'REQUIRED_FIELD',
    url: 'REQUIRED_FIELD',
    opcode: 'REQUIRED_FIELD',
    secret: 'REQUIRED_FIELD',
  });
  const update = {
    ...newAgentDraft(),
    id: 5,
    companyId: 9,
    name: 'A',
    url: 'ftp://x',
    opcode: 'a b',
    priority: '0',
  };
  expect(validateAgent(update)).toEqual({
    url: 'INVALID_FORMAT',
    opcode: 'INVALID_FORMAT',
    priority: 'MIN_ERROR',
  });
  expect(agentBody({ ...update, url: 'http://x', opcode: 'OP', priority: '2' })).toEqual({
    id: 5,
    companyId: 9,
    name: 'A',
    url: 'http://x',
    opcode: 'OP',
    priority: 2,
    postEnabled: true,
    status: 1,
  });
});

it('reads a draft back from a rule and an agent draft from a stored agent', () => {
  expect(
    draftOf({
      ...rule,
      candidateVersion: '0.2.0',
      candidatePercent: 25,
      candidateUsers: ['a', 'b'],
      candidateRoles: [5],
    }),
  ).toEqual({
    stableVersion: '0.1.0',
    candidateVersion: '0.2.0',
    candidatePercent: '25',
    candidateUsers: 'a, b',
    candidateRoles: [5],
  });
  expect(
    validateAgent({
      ...newAgentDraft(),
      companyId: 1,
      name: 'x'.repeat(51),
      url: 'http://x',
      opcode: 'OP',
      secret: 's',
      priority: '1000',
    }),
  ).toEqual({
    name: 'MAX_LENGTH_EXCEEDED',
    priority: 'MAX_ERROR',
  });
  expect(
    agentBody({
      ...newAgentDraft(),
      companyId: 3,
      name: ' N ',
      url: 'http://x',
      opcode: 'OP',
      secret: 'new',
    }),
  ).toEqual({
    companyId: 3,
    name: 'N',
    url: 'http://x',
    opcode: 'OP',
    secret: 'new',
    priority: 1,
    postEnabled: true,
    status: 1,
  });
});
