import styled from 'styled-components';
import { SelectInput } from '@drawdesk/shared-kernel/forms';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { theme, type DrillStep } from '@drawdesk/shared-kernel/ui';
import { stakeholderApi, stakeholderKeys } from '../api';
import { useStakeholderT } from '../i18n';
import { pickAt } from '../model';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
  align-items: end;
  margin: 0 0 ${theme.space.md};
`;

/** The direct downlines of `upline` (undefined: the caller's), read once per account. */
export function useDownlines(upline: DrillStep | undefined) {
  const uplineId = upline?.userId;
  const reply = useApiQuery(stakeholderKeys.downlines(uplineId), (signal) =>
    stakeholderApi.directDownlines(uplineId, signal),
  );
  return { accounts: reply.data?.data ?? [], loaded: reply.isSuccess };
}

/** One level of the picker: the downlines of the account above (the first level: the caller's). */
function PickerLevel({
  upline,
  value,
  onChange,
}: {
  upline: DrillStep | undefined;
  value: DrillStep | undefined;
  onChange: (choice: DrillStep | null) => void;
}) {
  const { t } = useStakeholderT();
  const { accounts } = useDownlines(upline);
  if (accounts.length === 0) return null;
  const options = [
    ...(upline ? [{ value: 0, label: t('picker.itself', { name: upline.username }) }] : []),
    ...accounts.map((a) => ({ value: a.userId, label: a.username })),
  ];
  return (
    <SelectInput<number>
      label={upline ? t('picker.under', { name: upline.username }) : t('picker.account')}
      options={options}
      value={value?.userId ?? 0}
      onChange={(id) => {
        const chosen = accounts.find((a) => a.userId === id);
        onChange(chosen ? { userId: chosen.userId, username: chosen.username } : null);
      }}
    />
  );
}

/**
 * The account whose chain the stakeholder report follows, picked down the tree: the caller's direct
 * downlines, then (for the account picked) its direct downlines, and so on. `chain` is what is
 * picked so far, the followed account last (the first direct downline when nothing is).
 */
export function AccountPicker({
  chain,
  onChange,
}: {
  chain: readonly DrillStep[];
  onChange: (chain: DrillStep[]) => void;
}) {
  const levels = [undefined, ...chain];
  return (
    <Row data-no-print>
      {levels.map((upline, level) => (
        <PickerLevel
          key={`${level}:${upline?.userId ?? 0}`}
          upline={upline}
          value={chain[level]}
          onChange={(choice) => onChange(pickAt(chain, level, choice))}
        />
      ))}
    </Row>
  );
}
