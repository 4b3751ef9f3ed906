import type { FightLimitRelatedData, GroupingId } from '@drawdesk/shared-kernel/contract';
import { formatAmount, Grouping } from '@drawdesk/shared-kernel/domain';
import { SelectInput } from '@drawdesk/shared-kernel/forms';
import {
  AmountField,
  Form,
  FormActions,
  SelectField,
  useFormContext,
} from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery, useQueryClient } from '@drawdesk/shared-kernel/query';
import { Hint, Page, Panel, showDialog, useCurrentUser } from '@drawdesk/shared-kernel/ui';
import { useState } from 'react';
import { FieldRow } from '../common/components/FieldRow';
import { Figures } from '../common/components/Figures';
import { fightLimitApi, fightLimitKeys } from './api';
import { ensureFightLimitResources, useFightLimitT } from './i18n';
import {
  EATING_ROLES,
  PT_DECIMALS,
  fightLimitBody,
  fightLimitValues,
  fromDraft,
  nestedErrors,
  toDraft,
  validateDraft,
  type FightLimitDraft,
} from './model';

ensureFightLimitResources();

/** The eat settings form of one account. */
export function FightLimitForm({ data, onSaved }: { data: FightLimitRelatedData; onSaved: () => void }) {
  const { t } = useFightLimitT();
  return (
    <Form<FightLimitDraft>
      label={`${t('fight.limitsTitle')} ${data.username}`}
      initialValues={toDraft(fightLimitValues(data))}
      validate={(d) => nestedErrors(validateDraft(d, data))}
      onSubmit={async (d) => {
        const reply = await fightLimitApi.saveFightLimit(fightLimitBody(data, fromDraft(d)));
        if (reply.success) onSaved();
      }}
    >
      <FightLimitFields data={data} />
    </Form>
  );
}

function FightLimitFields({ data }: { data: FightLimitRelatedData }) {
  const { t } = useFightLimitT();
  const { values } = useFormContext<FightLimitDraft>();
  const groupingOptions = [
    { value: Grouping.AmountBase as GroupingId, label: t('fight.amountBase') },
    { value: Grouping.TotalBase as GroupingId, label: t('fight.totalBase') },
    { value: Grouping.GroupBase as GroupingId, label: t('fight.groupBase') },
  ];
  const noLimit = t('common.noLimit');
  const limitsOf = (key: 'amountBase' | 'groupBase', names: readonly string[]) =>
    names.map((name) => (
      <AmountField
        key={name}
        name={`${key}.${name}`}
        label={name}
        placeholder={noLimit}
        disabled={!data.canEdit}
      />
    ));
  return (
    <>
      <Panel title={data.username}>
        <FieldRow>
          <AmountField
            name="positionTaking"
            label={t('fight.positionTaking')}
            decimals={PT_DECIMALS}
            required
            disabled={!data.canEdit || data.positionTakingFixed}
          />
          <SelectField<GroupingId>
            name="grouping"
            label={t('fight.grouping')}
            options={groupingOptions}
            disabled={!data.canEdit}
          />
          {data.canEditMaxFightLimit ? (
            <AmountField name="maxFightLimit" label={t('fight.maxFightLimit')} placeholder={noLimit} />
          ) : (
            <Figures>
              <dt>{t('fight.maxFightLimit')}</dt>
              <dd data-testid="max-fight-limit">
                {data.maxFightLimit === null ? noLimit : formatAmount(data.maxFightLimit)}
              </dd>
            </Figures>
          )}
        </FieldRow>
      </Panel>
      <Panel title={t('fight.limitsTitle')}>
        <Hint>{t('fight.limitsHint')}</Hint>
        <FieldRow>
          {values.grouping === Grouping.AmountBase && limitsOf('amountBase', data.betCodes)}
          {values.grouping === Grouping.TotalBase && (
            <AmountField
              name="totalBase"
              label={t('fight.total')}
              placeholder={noLimit}
              disabled={!data.canEdit}
            />
          )}
          {values.grouping === Grouping.GroupBase && limitsOf('groupBase', data.games)}
        </FieldRow>
        {data.canEdit && <FormActions submitLabel={t('common.save')} />}
      </Panel>
    </>
  );
}

/** /manage-fight-limit (also the FL popup): position taking, grouping and fight limits of self or a downline. */
export default function FightLimitScreen() {
  const { t } = useFightLimitT();
  const user = useCurrentUser();
  const queries = useQueryClient();
  // Whose settings show: '' the caller's own, else a downline's id. A picker, not a form field.
  // Only a company and the multilevel agents have fight limits of their own (the server refuses
  // the others' own): the super admin and the IT admin open on their first direct downline.
  const ownsLimits = user !== null && EATING_ROLES.includes(user.userRoleId);
  const [picked, setTarget] = useState<number | '' | null>(null);
  const downlines = useApiQuery(
    fightLimitKeys.directDownlines(),
    (signal) => fightLimitApi.directDownlines({ signal }),
    { select: (reply) => (reply.data ?? []).filter((d) => EATING_ROLES.includes(d.userRoleId)) },
  );
  const target: number | '' | undefined = picked ?? (ownsLimits ? '' : downlines.data?.[0]?.userId);
  // Each choice loads afresh (nothing kept once another is chosen), as before.
  const loaded = useApiQuery(
    fightLimitKeys.data(target ?? ''),
    (signal) => fightLimitApi.fightLimitData(target ?? '', { signal }),
    { gcTime: 0, enabled: target !== undefined },
  );
  const data = loaded.data?.data ?? null;

  const saved = () => {
    void showDialog('success', t('fight.saved'));
    void queries.invalidateQueries({ queryKey: fightLimitKeys.data(target ?? '') });
  };

  return (
    <Page titleKey="MANAGE_FIGHT_LIMIT">
      <Panel>
        <SelectInput<string>
          label={t('fight.forWhom')}
          value={String(target ?? '')}
          onChange={(value) => setTarget(value === '' ? '' : Number(value))}
          options={[
            ...(ownsLimits ? [{ value: '', label: `${t('common.self')} (${user?.username ?? ''})` }] : []),
            ...(downlines.data ?? []).map((d) => ({ value: String(d.userId), label: d.username })),
          ]}
          style={{ maxWidth: 320 }}
        />
        {target === undefined && downlines.isSuccess && <Hint>{t('fight.pick')}</Hint>}
      </Panel>
      {/* A save reloads the settings; the form starts over from what the server stored. */}
      {data && <FightLimitForm key={`${data.userId}-${loaded.dataUpdatedAt}`} data={data} onSaved={saved} />}
    </Page>
  );
}
