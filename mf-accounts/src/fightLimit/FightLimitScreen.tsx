import type {
  FightLimitRelatedData,
  GroupingId,
  UpdateUserEatLimitBody,
} from '@drawdesk/shared-kernel/contract';
import { formatAmount, Grouping, Role } from '@drawdesk/shared-kernel/domain';
import { SelectInput } from '@drawdesk/shared-kernel/forms';
import {
  AmountField,
  Form,
  FormActions,
  SelectField,
  amountText,
  toAmount,
  useFormContext,
} from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery, useQueryClient } from '@drawdesk/shared-kernel/query';
import { Hint, Page, Panel, showDialog, useCurrentUser } from '@drawdesk/shared-kernel/ui';
import { useState } from 'react';
import { FieldRow } from '../common/components/FieldRow';
import { Figures } from '../common/components/Figures';
import { fightLimitApi, fightLimitKeys } from './api';
import { ensureFightLimitResources, useFightLimitT } from './i18n';

ensureFightLimitResources();

type Limit = number | undefined;
type LimitsInput = NonNullable<UpdateUserEatLimitBody['fightLimits']>;
export interface FightLimitFormValues {
  positionTaking: Limit;
  grouping: GroupingId;
  amountBase: Record<string, Limit>;
  totalBase: Limit;
  groupBase: Record<string, Limit>;
  maxFightLimit: Limit;
}

const orUndefined = (v: number | null | undefined): Limit => (v === null || v === undefined ? undefined : v);
const orNull = (v: Limit): number | null => (v === undefined ? null : v);

export function fightLimitValues(data: FightLimitRelatedData): FightLimitFormValues {
  const amountBase: Record<string, Limit> = {};
  for (const code of data.betCodes)
    amountBase[code] = orUndefined(
      (data.fightLimits.amountBase as Record<string, number | null | undefined>)[code],
    );
  const groupBase: Record<string, Limit> = {};
  for (const game of data.games)
    groupBase[game] = orUndefined(
      (data.fightLimits.groupBase as Record<string, number | null | undefined>)[game],
    );
  return {
    positionTaking: data.positionTaking,
    grouping: data.grouping,
    amountBase,
    totalBase: orUndefined(data.fightLimits.totalBase),
    groupBase,
    maxFightLimit: orUndefined(data.maxFightLimit),
  };
}

/** The UpdateUserEatLimit body: the limit set of the chosen grouping (empty = null = no limit). */
export function fightLimitBody(
  data: FightLimitRelatedData,
  values: FightLimitFormValues,
): UpdateUserEatLimitBody {
  const fightLimits: LimitsInput = {};
  if (values.grouping === Grouping.AmountBase) {
    fightLimits.amountBase = Object.fromEntries(
      data.betCodes.map((c) => [c, orNull(values.amountBase[c])]),
    ) as LimitsInput['amountBase'];
  } else if (values.grouping === Grouping.TotalBase) {
    fightLimits.totalBase = orNull(values.totalBase);
  } else {
    fightLimits.groupBase = Object.fromEntries(
      data.games.map((g) => [g, orNull(values.groupBase[g])]),
    ) as LimitsInput['groupBase'];
  }
  const body: UpdateUserEatLimitBody = { userId: data.userId, grouping: values.grouping, fightLimits };
  if (!data.positionTakingFixed && values.positionTaking !== undefined)
    body.positionTaking = values.positionTaking;
  if (data.canEditMaxFightLimit) body.maxFightLimit = orNull(values.maxFightLimit);
  return body;
}

/** Field errors: pt 0-100 whole; each limit within the max fight limit. Keys of 'common'. */
export function validateFightLimit(values: FightLimitFormValues, data: FightLimitRelatedData) {
  const errors: Record<string, string> = {};
  const pt = values.positionTaking;
  if (!data.positionTakingFixed) {
    if (pt === undefined) errors.positionTaking = 'REQUIRED_FIELD';
    else if (pt < 0) errors.positionTaking = 'MIN_ERROR';
    else if (pt > 100) errors.positionTaking = 'MAX_ERROR';
    else if (!Number.isInteger(pt)) errors.positionTaking = 'INVALID_FORMAT';
  }
  const cap = data.canEditMaxFightLimit ? values.maxFightLimit : orUndefined(data.maxFightLimit);
  const over = (v: Limit) => v !== undefined && cap !== undefined && v > cap;
  if (values.grouping === Grouping.AmountBase) {
    for (const c of data.betCodes) if (over(values.amountBase[c])) errors[`amountBase.${c}`] = 'MAX_ERROR';
  } else if (values.grouping === Grouping.TotalBase) {
    if (over(values.totalBase)) errors.totalBase = 'MAX_ERROR';
  } else {
    for (const g of data.games) if (over(values.groupBase[g])) errors[`groupBase.${g}`] = 'MAX_ERROR';
  }
  return errors;
}

/** The form's own values: every amount as typed (see AmountInput); position taking is whole. */
interface FightLimitDraft {
  positionTaking: string;
  grouping: GroupingId;
  amountBase: Record<string, string>;
  totalBase: string;
  groupBase: Record<string, string>;
  maxFightLimit: string;
}

const PT_DECIMALS = 0;
const textsOf = (limits: Record<string, Limit>): Record<string, string> =>
  Object.fromEntries(Object.entries(limits).map(([k, v]) => [k, amountText(v)]));
const amountsOf = (texts: Record<string, string>): Record<string, Limit> =>
  Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, toAmount(v)]));

function toDraft(v: FightLimitFormValues): FightLimitDraft {
  return {
    positionTaking: amountText(v.positionTaking, PT_DECIMALS),
    grouping: v.grouping,
    amountBase: textsOf(v.amountBase),
    totalBase: amountText(v.totalBase),
    groupBase: textsOf(v.groupBase),
    maxFightLimit: amountText(v.maxFightLimit),
  };
}

function fromDraft(d: FightLimitDraft): FightLimitFormValues {
  return {
    positionTaking: toAmount(d.positionTaking, PT_DECIMALS),
    grouping: d.grouping,
    amountBase: amountsOf(d.amountBase),
    totalBase: toAmount(d.totalBase),
    groupBase: amountsOf(d.groupBase),
    maxFightLimit: toAmount(d.maxFightLimit),
  };
}

/** The rules on the numbers, plus INVALID_FORMAT for a text that is not a complete amount ('12.'). */
function validateDraft(d: FightLimitDraft, data: FightLimitRelatedData): Record<string, string> {
  const errors = validateFightLimit(fromDraft(d), data);
  const texts: [string, string, number][] = [
    ['positionTaking', d.positionTaking, PT_DECIMALS],
    ['totalBase', d.totalBase, 2],
    ['maxFightLimit', d.maxFightLimit, 2],
    ...Object.entries(d.amountBase).map(([k, v]): [string, string, number] => [`amountBase.${k}`, v, 2]),
    ...Object.entries(d.groupBase).map(([k, v]): [string, string, number] => [`groupBase.${k}`, v, 2]),
  ];
  for (const [name, text, decimals] of texts) {
    if (!errors[name] && text.trim() !== '' && toAmount(text, decimals) === undefined)
      errors[name] = 'INVALID_FORMAT';
  }
  return errors;
}

/** Errors by path ('amountBase.B') as formik reads them: nested like the values. */
function nestedErrors(flat: Record<string, string>): Record<string, string | Record<string, string>> {
  const nested: Record<string, string | Record<string, string>> = {};
  for (const [path, message] of Object.entries(flat)) {
    const dot = path.indexOf('.');
    if (dot < 0) {
      nested[path] = message;
      continue;
    }
    const group = path.slice(0, dot);
    const inner = nested[group];
    nested[group] = { ...(typeof inner === 'object' ? inner : {}), [path.slice(dot + 1)]: message };
  }
  return nested;
}

const EATING_ROLES: number[] = [Role.Company, Role.Multilevel];

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
  const [target, setTarget] = useState<number | ''>('');
  const downlines = useApiQuery(
    fightLimitKeys.directDownlines(),
    (signal) => fightLimitApi.directDownlines({ signal }),
    { select: (reply) => (reply.data ?? []).filter((d) => EATING_ROLES.includes(d.userRoleId)) },
  );
  // Each choice loads afresh (nothing kept once another is chosen), as before.
  const loaded = useApiQuery(
    fightLimitKeys.data(target),
    (signal) => fightLimitApi.fightLimitData(target, { signal }),
    { gcTime: 0 },
  );
  const data = loaded.data?.data ?? null;

  const saved = () => {
    void showDialog('success', t('fight.saved'));
    void queries.invalidateQueries({ queryKey: fightLimitKeys.data(target) });
  };

  return (
    <Page titleKey="MANAGE_FIGHT_LIMIT">
      <Panel>
        <SelectInput<string>
          label={t('fight.forWhom')}
          value={String(target)}
          onChange={(value) => setTarget(value === '' ? '' : Number(value))}
          options={[
            { value: '', label: `${t('common.self')} (${user?.username ?? ''})` },
            ...(downlines.data ?? []).map((d) => ({ value: String(d.userId), label: d.username })),
          ]}
          style={{ maxWidth: 320 }}
        />
      </Panel>
      {/* A save reloads the settings; the form starts over from what the server stored. */}
      {data && <FightLimitForm key={`${data.userId}-${loaded.dataUpdatedAt}`} data={data} onSaved={saved} />}
    </Page>
  );
}
