import { Form, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { Button, ControlBar } from '@drawdesk/shared-kernel/ui';
import { useSettingsT } from '../i18n';

/** The keyword search of the number meanings: Search (or Enter) applies the trimmed keyword. */
export function MeaningSearchBar({ onSearch }: { onSearch: (keyword: string) => void }) {
  const { t } = useSettingsT();
  return (
    <Form initialValues={{ keyword: '' }} onSubmit={(v) => onSearch(v.keyword.trim())}>
      <ControlBar>
        <TextField name="keyword" label={t('meaning.keyword')} maxLength={50} />
        <Button type="submit" variant="primary">
          {t('common.search')}
        </Button>
      </ControlBar>
    </Form>
  );
}
