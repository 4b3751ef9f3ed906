import { Page, Panel } from '@drawdesk/shared-kernel/ui';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { settingsApi, settingsKeys } from './api';
import { SystemSettingForm } from './components/SystemSettingForm';
import { registerSettingsTranslations, useSettingsT } from './i18n';
import { toValues } from './model';

export { SystemSettingForm } from './components/SystemSettingForm';
export { toBody, toValues, validateSystemSetting, type SystemSettingValues } from './model';

registerSettingsTranslations();

/** /admin-setting/system-setting (super admin): every SPEC 3 system setting. */
export default function SystemSettingScreen() {
  const { t } = useSettingsT();
  const stored = useApiQuery(settingsKeys.systemSetting(), (signal) => settingsApi.systemSetting({ signal }));
  const dto = stored.data?.data;
  return (
    <Page titleKey="SYSTEM_SETTING">
      <Panel title={t('system.title')}>{dto && <SystemSettingForm initial={toValues(dto)} />}</Panel>
    </Page>
  );
}
