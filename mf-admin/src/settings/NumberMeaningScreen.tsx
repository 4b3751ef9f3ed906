import { useRef, useState } from 'react';
import {
  MEANING_MAX_LENGTH,
  type CreateOrUpdateNumberMeaningBody,
  type NumberMeaningRow,
} from '@drawdesk/shared-kernel/contract';
import { formatDateTime, Role, rule, validate } from '@drawdesk/shared-kernel/domain';
import {
  FormActions,
  TextInput,
  useEditing,
  useForm,
  type FormErrors,
  SubmitForm,
} from '@drawdesk/shared-kernel/forms';
import {
  Button,
  confirmDialog,
  ControlBar,
  DataTable,
  Modal,
  Page,
  Panel,
  showDialog,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { settingsApi } from './api';
import { EditDeleteCell } from './components/EditDeleteCell';
import { FieldRow } from './components/FieldRow';
import { NAMESPACES, registerSettingsTranslations, useSettingsT } from './i18n';
import { useCurrentUser } from './useCurrentUser';

registerSettingsTranslations();

export interface MeaningValues {
  isNew: boolean;
  number: string;
  meaningEn: string;
  meaningZh: string;
}

/** Number of 1-4 digits; at least one meaning; each at most 200 characters (as the server checks). */
export function validateMeaning(values: MeaningValues, oneMeaning: string): FormErrors<MeaningValues> {
  const errors: FormErrors<MeaningValues> = {};
  const number = validate(values.number, [rule.required(), rule.digitsOnly(), rule.maxLength(4)]);
  if (number) errors.number = number;
  const en = validate(values.meaningEn, [rule.maxLength(MEANING_MAX_LENGTH)]);
  if (en) errors.meaningEn = en;
  const zh = validate(values.meaningZh, [rule.maxLength(MEANING_MAX_LENGTH)]);
  if (zh) errors.meaningZh = zh;
  if (!en && !zh && values.meaningEn.trim() === '' && values.meaningZh.trim() === '')
    errors.meaningEn = oneMeaning;
  return errors;
}

export function MeaningForm({
  initial,
  onCancel,
  onSaved,
}: {
  initial: MeaningValues;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useSettingsT();
  const form = useForm<MeaningValues>({
    initialValues: initial,
    validate: (v) => validateMeaning(v, t('meaning.oneMeaning')),
    onSubmit: async (values) => {
      const body: CreateOrUpdateNumberMeaningBody = {
        number: values.number.trim(),
        meaningEn: values.meaningEn.trim(),
        meaningZh: values.meaningZh.trim(),
      };
      const reply = await settingsApi.saveNumberMeaning(body);
      if (!reply.success) return;
      void showDialog('success', t('common.saved'));
      onSaved();
    },
  });
  const title = initial.isNew ? t('meaning.addTitle') : t('meaning.editTitle', { number: initial.number });
  return (
    <form {...form.formProps} aria-label={title}>
      <TextInput
        label={t('meaning.number')}
        required
        inputMode="numeric"
        maxLength={4}
        disabled={!initial.isNew}
        {...form.field('number')}
      />
      <FieldRow>
        <TextInput label={t('meaning.meaningEn')} {...form.field('meaningEn')} />
        <TextInput label={t('meaning.meaningZh')} {...form.field('meaningZh')} />
      </FieldRow>
      <FormActions
        submitLabel={t('common.save')}
        cancelLabel={t('common.cancel')}
        onCancel={onCancel}
        submitting={form.submitting}
      />
    </form>
  );
}

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

/** /number-meaning: the number meaning dictionary; the super admin adds, edits, deletes and imports. */
export default function NumberMeaningScreen() {
  const { t } = useSettingsT();
  const user = useCurrentUser();
  const canEdit = user?.userRoleId === Role.SuperAdmin && !user.mainAccount;
  const table = useRef<DataTableHandle>(null);
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const { editing, setEditing, close, saved } = useEditing<MeaningValues>(() => table.current?.refresh());

  const fetchPage: FetchPage<NumberMeaningRow> = (q) => settingsApi.numberMeanings(applied || undefined, q);
  const remove = async (r: NumberMeaningRow) => {
    if (!(await confirmDialog(t('meaning.confirmDelete', { number: r.number })))) return;
    const reply = await settingsApi.deleteNumberMeaning(r.number);
    if (reply.success) table.current?.refresh();
  };
  const columns: DataTableColumn<NumberMeaningRow>[] = [
    { id: 'number', header: 'meaning.number' },
    { id: 'meaningEn', header: 'meaning.meaningEn' },
    { id: 'meaningZh', header: 'meaning.meaningZh' },
    { id: 'updatedAt', header: 'common.updatedAt', value: (r) => formatDateTime(r.updatedAt) },
    {
      id: 'actions',
      header: 'common.actions',
      hidden: !canEdit,
      exportable: false,
      cell: (r) => (
        <EditDeleteCell
          name={r.number}
          onEdit={() =>
            setEditing({ isNew: false, number: r.number, meaningEn: r.meaningEn, meaningZh: r.meaningZh })
          }
          onDelete={() => void remove(r)}
        />
      ),
    },
  ];
  return (
    <Page
      titleKey="NUMBER_MEANING"
      actions={
        canEdit ? (
          <Button
            variant="primary"
            onClick={() => setEditing({ isNew: true, number: '', meaningEn: '', meaningZh: '' })}
          >
            {t('meaning.add')}
          </Button>
        ) : undefined
      }
    >
      <Panel title={t('meaning.title')}>
        <SubmitForm onSubmit={() => setApplied(keyword.trim())}>
          <ControlBar>
            <TextInput label={t('meaning.keyword')} value={keyword} onChange={setKeyword} maxLength={50} />
            <Button type="submit" variant="primary">
              {t('common.search')}
            </Button>
          </ControlBar>
        </SubmitForm>
        <DataTable
          ref={table}
          caption={t('meaning.title')}
          columns={columns}
          fetchPage={fetchPage}
          queryKey={applied}
          getRowId={(r) => r.number}
          namespaces={NAMESPACES}
        />
      </Panel>
      {canEdit && <ImportPanel onImported={() => table.current?.refresh()} />}
      <Modal
        open={editing !== null}
        title={
          editing?.isNew ? t('meaning.addTitle') : t('meaning.editTitle', { number: editing?.number ?? '' })
        }
        onClose={close}
      >
        {editing && (
          <MeaningForm key={editing.number || 'new'} initial={editing} onCancel={close} onSaved={saved} />
        )}
      </Modal>
    </Page>
  );
}
