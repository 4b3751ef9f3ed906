import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CheckboxGroupField, Form, SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
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
  // A rule saved or read again starts the form over from it.
  const initial = useMemo(() => draftOf(item.rule), [item.rule]);
  const save = async (draft: RolloutDraft) => {
    const reply = await opsApi.updateRemoteRollout(ruleOf(item.remote, draft));
    if (!reply.success || !reply.data) return;
    onSaved(reply.data);
    void showDialog('success', t('rollout.saved', { remote: item.remote }));
  };
  const versions = item.versions.map((v) => ({ value: v, label: v }));
  // The stored stable version stays choosable even when it is no longer published.
  const stableOptions = item.versions.includes(initial.stableVersion)
    ? versions
    : [{ value: initial.stableVersion, label: initial.stableVersion }, ...versions];
  return (
    <Form<RolloutDraft> label={item.remote} initialValues={initial} enableReinitialize onSubmit={save}>
      {({ isSubmitting }) => (
        <RemoteForm as="div">
          <strong style={{ minWidth: 110 }}>{item.remote}</strong>
          <span data-testid={`versions-${item.remote}`}>
            {t('rollout.versions')}: {item.versions.join(', ') || t('common.none')}
          </span>
          <SelectField<string> name="stableVersion" label={t('rollout.stable')} options={stableOptions} />
          <SelectField<string>
            name="candidateVersion"
            label={t('rollout.candidate')}
            options={[{ value: '', label: t('common.none') }, ...versions]}
          />
          <TextField
            name="candidatePercent"
            type="number"
            min={0}
            max={100}
            step={1}
            label={t('rollout.percent')}
            style={{ width: 80 }}
          />
          <TextField name="candidateUsers" label={t('rollout.users')} />
          <CheckboxGroupField<number>
            name="candidateRoles"
            label={t('rollout.roles')}
            options={ROLE_IDS.map((role) => ({ value: role as number, label: t(`roles.r${role}`) }))}
          />
          <Button type="submit" disabled={isSubmitting}>
            {t('rollout.save')}
          </Button>
        </RemoteForm>
      )}
    </Form>
  );
}
