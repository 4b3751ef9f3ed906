import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckboxGroup } from '@drawdesk/shared-kernel/forms';
import { Button, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import { opsApi, type RemoteVersions } from '../api';
import { NAMESPACE } from '../i18n';
import { draftOf, ruleOf, type RolloutDraft } from '../model';
import { Filters } from './Filters';

const ROLE_IDS = [1, 2, 3, 4, 5, 6] as const;

const RemoteForm = styled(Filters)`
  border-top: 1px solid ${theme.colors.border};
  padding-top: ${theme.space.sm};
  fieldset {
    border: 0;
    padding: 0;
    margin: 0;
    display: flex;
    gap: ${theme.space.sm};
    font-size: ${theme.font.small};
  }
  fieldset label {
    flex-direction: row;
    align-items: center;
  }
`;

/** One remote's published versions and its rollout rule (stable, candidate, share, users, roles), saved on submit. */
export function RemoteRolloutForm({
  item,
  onSaved,
}: {
  item: RemoteVersions;
  onSaved: (next: RemoteVersions) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [draft, setDraft] = useState(() => draftOf(item.rule));
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(draftOf(item.rule)), [item.rule]);
  const set = (key: keyof RolloutDraft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const reply = await opsApi.updateRemoteRollout(ruleOf(item.remote, draft));
      if (!reply.success || !reply.data) return;
      onSaved(reply.data);
      void showDialog('success', t('rollout.saved', { remote: item.remote }));
    } finally {
      setSaving(false);
    }
  };
  const options = item.versions.map((v) => (
    <option key={v} value={v}>
      {v}
    </option>
  ));
  return (
    <RemoteForm onSubmit={save} aria-label={item.remote}>
      <strong style={{ minWidth: 110 }}>{item.remote}</strong>
      <span data-testid={`versions-${item.remote}`}>
        {t('rollout.versions')}: {item.versions.join(', ') || t('common.none')}
      </span>
      <label>
        {t('rollout.stable')}
        <select value={draft.stableVersion} onChange={set('stableVersion')}>
          {item.versions.includes(draft.stableVersion) ? null : (
            <option value={draft.stableVersion}>{draft.stableVersion}</option>
          )}
          {options}
        </select>
      </label>
      <label>
        {t('rollout.candidate')}
        <select value={draft.candidateVersion} onChange={set('candidateVersion')}>
          <option value="">{t('common.none')}</option>
          {options}
        </select>
      </label>
      <label>
        {t('rollout.percent')}
        <input
          type="number"
          min={0}
          max={100}
          step={1}
          value={draft.candidatePercent}
          onChange={set('candidatePercent')}
          style={{ width: 80 }}
        />
      </label>
      <label>
        {t('rollout.users')}
        <input type="text" value={draft.candidateUsers} onChange={set('candidateUsers')} />
      </label>
      <CheckboxGroup
        label={t('rollout.roles')}
        options={ROLE_IDS.map((role) => ({ value: role as number, label: t(`roles.r${role}`) }))}
        value={draft.candidateRoles}
        onChange={(candidateRoles) => setDraft((d) => ({ ...d, candidateRoles }))}
      />
      <Button type="submit" disabled={saving}>
        {t('rollout.save')}
      </Button>
    </RemoteForm>
  );
}
