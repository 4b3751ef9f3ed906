import { useRef, useState } from 'react';
import { Panel, showDialog } from '@drawdesk/shared-kernel/ui';
import { settingsApi } from '../api';
import { useSettingsT } from '../i18n';

/** CSV import (super admin): the file's text is sent as is; the server checks every row. */
export function ImportPanel({ onImported }: { onImported: () => void }) {
  const { t } = useSettingsT();
  const input = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<{ line: number; message: string }[]>([]);
  const send = async (file: File) => {
    const csv = await file.text();
    const reply = await settingsApi.importNumberMeanings(csv);
    const data = reply.data;
    if (reply.success && data && 'imported' in data) {
      setErrors([]);
      void showDialog('success', t('meaning.imported', { count: data.imported }));
      onImported();
    } else if (data && 'errors' in data) {
      setErrors(data.errors);
    } else {
      void showDialog('error', reply.message ?? '');
    }
    if (input.current) input.current.value = '';
  };
  return (
    <Panel title={t('meaning.import')}>
      <p>{t('meaning.importHint')}</p>
      <label>
        {t('meaning.chooseFile')}{' '}
        <input
          ref={input}
          type="file"
          accept=".csv,text/csv"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void send(file);
          }}
        />
      </label>
      {errors.length > 0 && (
        <div role="alert">
          <strong>{t('meaning.importFailed')}</strong>
          <ul>
            {errors.map((e) => (
              <li key={`${e.line}-${e.message}`}>
                {t('meaning.line', { line: e.line, message: e.message })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Panel>
  );
}
