import { useEffect, useState } from 'react';
import {
  isSettingUrl,
  SETTING_LIMITS,
  TIME_OF_DAY_PATTERN,
  type SystemSettingsDto,
} from '@drawdesk/shared-kernel/contract';
import { rule, validate } from '@drawdesk/shared-kernel/domain';
import {
  amountText,
  AmountInput,
  CheckboxInput,
  FormActions,
  SelectInput,
  TextInput,
  toAmount,
  useForm,
  type FormErrors,
} from '@drawdesk/shared-kernel/forms';
import { Page, Panel, showDialog } from '@drawdesk/shared-kernel/ui';
import { TextArea } from '../common/components/TextArea';
import { settingsApi } from './api';
import { FieldRow } from './components/FieldRow';
import { registerSettingsTranslations, useSettingsT } from './i18n';

registerSettingsTranslations();

/** The form's values: numbers as typed text, URL lists one a line. */
export interface SystemSettingValues {
  agentMaxDiscountPercentage: string;
  paybackCommissionRate: string;
  luckyNumberPerBetAmount: string;
  scrapeResultTime: string;
  maxLineBetInUI: string;
  dailyPool: 0 | 1;
  scrapeResultSitesNormal: string;
  scrapeResultSitesGd: string;
  liftReportBlockAfterLastPool: boolean;
}

const lines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

export function toValues(dto: SystemSettingsDto): SystemSettingValues {
  return {
    agentMaxDiscountPercentage: amountText(dto.agentMaxDiscountPercentage),
    paybackCommissionRate: amountText(dto.paybackCommissionRate),
    luckyNumberPerBetAmount: String(dto.luckyNumberPerBetAmount),
    scrapeResultTime: dto.scrapeResultTime,
    maxLineBetInUI: String(dto.maxLineBetInUI),
    dailyPool: dto.dailyPool,
    scrapeResultSitesNormal: dto.scrapeResultSitesNormal.join('\n'),
    scrapeResultSitesGd: dto.scrapeResultSitesGd.join('\n'),
    liftReportBlockAfterLastPool: dto.liftReportBlockAfterLastPool,
  };
}

export function toBody(values: SystemSettingValues): SystemSettingsDto {
  return {
    agentMaxDiscountPercentage: toAmount(values.agentMaxDiscountPercentage) ?? 0,
    paybackCommissionRate: toAmount(values.paybackCommissionRate) ?? 0,
    luckyNumberPerBetAmount: Number(values.luckyNumberPerBetAmount),
    scrapeResultTime: values.scrapeResultTime.trim(),
    maxLineBetInUI: Number(values.maxLineBetInUI),
    dailyPool: values.dailyPool,
    scrapeResultSitesNormal: lines(values.scrapeResultSitesNormal),
    scrapeResultSitesGd: lines(values.scrapeResultSitesGd),
    liftReportBlockAfterLastPool: values.liftReportBlockAfterLastPool,
  };
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

function sitesError(text: string, t: Translate): string | undefined {
  const list = lines(text);
  if (list.length > SETTING_LIMITS.sitesMax)
    return t('system.tooManySites', { max: SETTING_LIMITS.sitesMax });
  const seen = new Set<string>();
  for (const [i, url] of list.entries()) {
    if (url.length > SETTING_LIMITS.urlMaxLength || !isSettingUrl(url))
      return t('system.badUrl', { line: i + 1 });
    if (seen.has(url.toLowerCase())) return t('system.duplicateUrl', { line: i + 1 });
    seen.add(url.toLowerCase());
  }
  return undefined;
}

/** The server's rules (SPEC 3 settings): percents 0-100 with 2 decimals, whole numbers in range, HH:mm, URLs. */
export function validateSystemSetting(
  values: SystemSettingValues,
  t: Translate,
): FormErrors<SystemSettingValues> {
  const errors: FormErrors<SystemSettingValues> = {};
  const set = (field: keyof SystemSettingValues, message: string | null | undefined) => {
    if (message) errors[field] = message;
  };
  const percent = [rule.required(), rule.decimal2(), rule.min(0), rule.max(SETTING_LIMITS.percentMax)];
  set('agentMaxDiscountPercentage', validate(values.agentMaxDiscountPercentage, percent));
  set('paybackCommissionRate', validate(values.paybackCommissionRate, percent));
  set(
    'luckyNumberPerBetAmount',
    validate(values.luckyNumberPerBetAmount, [
      rule.required(),
      rule.positiveInteger(),
      rule.min(SETTING_LIMITS.luckyNumberPerBetAmountMin),
      rule.max(SETTING_LIMITS.luckyNumberPerBetAmountMax),
    ]),
  );
  set(
    'maxLineBetInUI',
    validate(values.maxLineBetInUI, [
      rule.required(),
      rule.positiveInteger(),
      rule.min(SETTING_LIMITS.maxLineBetInUIMin),
      rule.max(SETTING_LIMITS.maxLineBetInUIMax),
    ]),
  );
  const time = validate(values.scrapeResultTime, [rule.required()]);
  set(
    'scrapeResultTime',
    time ??
      (new RegExp(TIME_OF_DAY_PATTERN).test(values.scrapeResultTime.trim()) ? null : t('system.badTime')),
  );
  set('scrapeResultSitesNormal', sitesError(values.scrapeResultSitesNormal, t));
  set('scrapeResultSitesGd', sitesError(values.scrapeResultSitesGd, t));
  return errors;
}

export function SystemSettingForm({
  initial,
  onSaved,
}: {
  initial: SystemSettingValues;
  onSaved?: () => void;
}) {
  const { t } = useSettingsT();
  const tr: Translate = (key, v) => t(key, v ?? {});
  const form = useForm<SystemSettingValues>({
    initialValues: initial,
    validate: (v) => validateSystemSetting(v, tr),
    onSubmit: async (values) => {
      const reply = await settingsApi.updateSystemSetting(toBody(values));
      if (!reply.success || !reply.data) return;
      form.reset(toValues(reply.data));
      void showDialog('success', t('common.saved'));
      onSaved?.();
    },
  });
  const { values } = form;
  return (
    <form {...form.formProps} aria-label={t('system.title')}>
      <FieldRow>
        <AmountInput
          label={t('system.agentMaxDiscountPercentage')}
          required
          {...form.field('agentMaxDiscountPercentage')}
        />
        <AmountInput
          label={t('system.paybackCommissionRate')}
          required
          {...form.field('paybackCommissionRate')}
        />
        <TextInput
          label={t('system.luckyNumberPerBetAmount')}
          required
          inputMode="numeric"
          {...form.field('luckyNumberPerBetAmount')}
        />
        <TextInput
          label={t('system.maxLineBetInUI')}
          required
          inputMode="numeric"
          {...form.field('maxLineBetInUI')}
        />
        <TextInput
          label={t('system.scrapeResultTime')}
          required
          placeholder="HH:mm"
          {...form.field('scrapeResultTime')}
        />
        <SelectInput<0 | 1>
          label={t('system.dailyPool')}
          options={[
            { value: 1, label: t('system.active') },
            { value: 0, label: t('system.inactive') },
          ]}
          value={values.dailyPool}
          onChange={(v) => form.setValue('dailyPool', v)}
        />
      </FieldRow>
      <TextArea label={t('system.sitesNormal')} {...form.field('scrapeResultSitesNormal')} />
      <TextArea label={t('system.sitesGd')} {...form.field('scrapeResultSitesGd')} />
      <CheckboxInput
        label={t('system.liftReportBlock')}
        checked={values.liftReportBlockAfterLastPool}
        onChange={(v) => form.setValue('liftReportBlockAfterLastPool', v)}
      />
      <FormActions submitLabel={t('common.save')} submitting={form.submitting} />
    </form>
  );
}

/** /admin-setting/system-setting (super admin): every SPEC 3 system setting. */
export default function SystemSettingScreen() {
  const { t } = useSettingsT();
  const [initial, setInitial] = useState<SystemSettingValues | null>(null);
  useEffect(() => {
    void settingsApi.systemSetting().then((reply) => {
      if (reply.success && reply.data) setInitial(toValues(reply.data));
    });
  }, []);
  return (
    <Page titleKey="SYSTEM_SETTING">
      <Panel title={t('system.title')}>{initial && <SystemSettingForm initial={initial} />}</Panel>
    </Page>
  );
}
