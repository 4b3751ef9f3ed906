import { useCallback, useEffect, useState } from 'react';
import type {
  AccountOption,
  FightLimitRelatedData,
  GroupingId,
  UpdateUserEatLimitBody,
} from '@drawdesk/shared-kernel/contract';
import { formatAmount, Grouping, Role } from '@drawdesk/shared-kernel/domain';
import {
  AmountInput,
  FormActions,
  SelectInput,
  amountText,
  toAmount,
  useForm,
  type FormErrors,
} from '@drawdesk/shared-kernel/forms';
import { Hint, Page, Panel, showDialog } from '@drawdesk/shared-kernel/ui';
import { creditApi } from './api';
import { FieldRow } from './components/FieldRow';
import { Figures } from './components/Figures';
import { ensureCreditResources, useCreditT } from './i18n';
import { useCurrentUser } from '@drawdesk/shared-kernel/ui';

ensureCreditResources();

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
function validateDraft(d: FightLimitDraft, data: FightLimitRelatedData): FormErrors<FightLimitDraft, string> {
  const errors: FormErrors<FightLimitDraft, string> = validateFightLimit(fromDraft(d), data);
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

const EATING_ROLES: number[] = [Role.Company, Role.Multilevel];

/** The eat settings form of one account. */
export function FightLimitForm({ data, onSaved }: { data: FightLimitRelatedData; onSaved: () => void }) {
  const { t } = useCreditT();
  const form = useForm<FightLimitDraft, string>({
    initialValues: () => toDraft(fightLimitValues(data)),
    validate: (d) => validateDraft(d, data),
    onSubmit: async (d) => {
      const reply = await creditApi.saveFightLimit(fightLimitBody(data, fromDraft(d)));
      if (reply.success) onSaved();
    },
  });
  const { values, setValue: set, touch, errors } = form;
  const groupingOptions = [
    { value: Grouping.AmountBase as GroupingId, label: t('fight.amountBase') },
    { value: Grouping.TotalBase as GroupingId, label: t('fight.totalBase') },
    { value: Grouping.GroupBase as GroupingId, label: t('fight.groupBase') },
  ];
  const noLimit = t('common.noLimit');
  const limitsOf = (key: 'amountBase' | 'groupBase', names: readonly string[]) =>
    names.map((name) => (
      <AmountInput
        key={name}
        label={name}
        placeholder={noLimit}
        disabled={!data.canEdit}
        value={values[key][name] ?? ''}
        error={errors[`${key}.${name}`]}
        onChange={(v) => set(key, { ...values[key], [name]: v })}
        onBlur={() => touch(`${key}.${name}`)}
      />
    ));
  return (
    <form {...form.formProps} aria-label={`${t('fight.limitsTitle')} ${data.username}`}>
      <Panel title={data.username}>
        <FieldRow>
          <AmountInput
            label={t('fight.positionTaking')}
            decimals={PT_DECIMALS}
            required
            disabled={!data.canEdit || data.positionTakingFixed}
            {...form.field('positionTaking')}
          />
          <SelectInput
            label={t('fight.grouping')}
            options={groupingOptions}
            disabled={!data.canEdit}
            {...form.field('grouping')}
          />
          {data.canEditMaxFightLimit ? (
            <AmountInput
              label={t('fight.maxFightLimit')}
              placeholder={noLimit}
              {...form.field('maxFightLimit')}
            />
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
            <AmountInput
              label={t('fight.total')}
              placeholder={noLimit}
              disabled={!data.canEdit}
              {...form.field('totalBase')}
            />
          )}
          {values.grouping === Grouping.GroupBase && limitsOf('groupBase', data.games)}
        </FieldRow>
        {data.canEdit && <FormActions submitLabel={t('common.save')} submitting={form.submitting} />}
      </Panel>
    </form>
  );
}

/** /manage-fight-limit (also the FL popup): position taking, grouping and fight limits of self or a downline. */
export default function FightLimitScreen() {
  const { t } = useCreditT();
  const user = useCurrentUser();
  const [downlines, setDownlines] = useState<AccountOption[]>([]);
  const [target, setTarget] = useState<number | ''>('');
  const [data, setData] = useState<FightLimitRelatedData | null>(null);

  useEffect(() => {
    void creditApi.directDownlines().then((reply) => {
      if (reply.success && reply.data)
        setDownlines(reply.data.filter((d) => EATING_ROLES.includes(d.userRoleId)));
    });
  }, []);

  const load = useCallback(async (userId: number | '') => {
    setData(null);
    const reply = await creditApi.fightLimitData(userId);
    if (reply.success && reply.data) setData(reply.data);
  }, []);

  useEffect(() => {
    void load(target);
  }, [target, load]);

  const saved = () => {
    void showDialog('success', t('fight.saved'));
    void load(target);
  };

  return (
    <Page titleKey="MANAGE_FIGHT_LIMIT">
      <Panel>
        <label>
          {t('fight.forWhom')}{' '}
          <select
            aria-label={t('fight.forWhom')}
            value={String(target)}
            onChange={(e) => setTarget(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <option value="">{`${t('common.self')} (${user?.username ?? ''})`}</option>
            {downlines.map((d) => (
              <option key={d.userId} value={d.userId}>
                {d.username}
              </option>
            ))}
          </select>
        </label>
      </Panel>
      {data && <FightLimitForm key={data.userId} data={data} onSaved={saved} />}
    </Page>
  );
}
