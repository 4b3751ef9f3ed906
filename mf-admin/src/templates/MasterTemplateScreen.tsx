/** /admin-setting/manage-master-template: master templates (server paged) and the item editor, lucky-bet table included. */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { MasterTemplateRow } from '@drawdesk/shared-kernel/contract';
import { formatDateTime, POOLS } from '@drawdesk/shared-kernel/domain';
import { SelectInput, TextInput, SubmitForm } from '@drawdesk/shared-kernel/forms';
import {
  Button,
  DataTable,
  Page,
  Panel,
  showDialog,
  theme,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
} from '@drawdesk/shared-kernel/ui';
import { NAMESPACE, NAMESPACES, registerTemplateTranslations } from './i18n';
import {
  emptyItem,
  newTemplate,
  stateFromItems,
  toTemplateBody,
  validateTemplate,
  type ItemRow,
  type TemplateState,
} from './model';
import { templatesApi } from './api';

registerTemplateTranslations();

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  column-gap: ${theme.space.md};
`;
const Items = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: 3px 6px;
  }
  input[type='text'] {
    width: 96px;
    font: inherit;
  }
  label.pool {
    margin-right: 6px;
    white-space: nowrap;
  }
`;
const Errors = styled.ul`
  color: ${theme.colors.danger};
`;

/** A stored template and its items as editor state (null when the read failed). */
async function loadTemplate(templateId: number): Promise<TemplateState | null> {
  const reply = await templatesApi.template(templateId);
  return reply.success && reply.data ? stateFromItems(reply.data.template, reply.data.items) : null;
}

export default function MasterTemplateScreen() {
  const { t } = useTranslation(NAMESPACE);
  const [editing, setEditing] = useState<TemplateState | null>(null);
  const table = useRef<DataTableHandle>(null);

  const fetchPage: FetchPage<MasterTemplateRow> = (q) => templatesApi.templates(q);
  const open = async (row: MasterTemplateRow) => {
    const state = await loadTemplate(row.id);
    if (state) setEditing(state);
  };
  const columns: DataTableColumn<MasterTemplateRow>[] = [
    { id: 'name', header: 'list.name' },
    { id: 'kind', header: 'list.kind', value: (r) => t(`kind.k${r.kind}`) },
    { id: 'templateType', header: 'list.templateType', value: (r) => t(`templateType.t${r.templateType}`) },
    { id: 'status', header: 'list.status', value: (r) => t(`status.s${r.status}`) },
    { id: 'itemCount', header: 'list.items', kind: 'number', align: 'right' },
    {
      id: 'lastModified',
      header: 'list.lastModified',
      value: (r) => formatDateTime(r.lastModified),
    },
    { id: 'modifiedBy', header: 'list.modifiedBy', value: (r) => r.modifiedBy ?? '' },
    {
      id: 'actions',
      header: 'list.actions',
      exportable: false,
      cell: (r) => (
        <Button compact aria-label={`${t('list.edit')} ${r.name}`} onClick={() => void open(r)}>
          {t('list.edit')}
        </Button>
      ),
    },
  ];
  return (
    <Page
      titleKey="MASTER_TEMPLATE"
      actions={
        <Button variant="primary" onClick={() => setEditing(newTemplate())}>
          {t('list.create')}
        </Button>
      }
    >
      <Panel title={t('list.title')}>
        <DataTable
          ref={table}
          caption={t('list.title')}
          columns={columns}
          fetchPage={fetchPage}
          getRowId={(r) => String(r.id)}
          namespaces={NAMESPACES}
        />
      </Panel>
      {editing && (
        <TemplateEditor
          key={editing.id ?? 'new'}
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={(state) => {
            setEditing(state);
            table.current?.refresh();
          }}
        />
      )}
    </Page>
  );
}

export function TemplateEditor({
  initial,
  onClose,
  onSaved,
}: {
  initial: TemplateState;
  onClose: () => void;
  onSaved: (state: TemplateState) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [s, setS] = useState(initial);
  const [errors, setErrors] = useState<Array<[string, Record<string, unknown>]>>([]);
  const [saving, setSaving] = useState(false);
  const isNew = s.id === undefined;
  const lucky = s.kind === 3;
  const setItem = (i: number, patch: Partial<ItemRow>) =>
    setS((prev) => ({ ...prev, items: prev.items.map((it, j) => (j === i ? { ...it, ...patch } : it)) }));

  const save = async () => {
    const found = validateTemplate(s);
    setErrors(found);
    if (found.length > 0) return;
    setSaving(true);
    const reply = await templatesApi.saveTemplate(toTemplateBody(s));
    setSaving(false);
    if (!reply.success || !reply.data) return;
    await showDialog('success', t('form.saved'));
    onSaved((await loadTemplate(reply.data.id)) ?? { ...s, id: reply.data.id });
  };

  const text = (i: number, field: keyof ItemRow, label: string) => (
    <input
      type="text"
      aria-label={`${label} ${i + 1}`}
      value={s.items[i]![field] as string}
      onChange={(e) => setItem(i, { [field]: e.target.value })}
    />
  );

  return (
    <SubmitForm
      label={isNew ? t('form.newTitle') : t('form.editTitle', { name: initial.name })}
      onSubmit={save}
    >
      <Panel title={isNew ? t('form.newTitle') : t('form.editTitle', { name: initial.name })}>
        <Grid>
          <TextInput
            label={t('form.name')}
            required
            maxLength={50}
            value={s.name}
            onChange={(v) => setS({ ...s, name: v })}
          />
          <SelectInput
            label={t('form.kind')}
            value={String(s.kind)}
            disabled={!isNew}
            options={[
              { value: '1', label: t('kind.k1') },
              { value: '3', label: t('kind.k3') },
            ]}
            onChange={(v) => setS({ ...s, kind: v === '3' ? 3 : 1, items: [] })}
          />
          <SelectInput
            label={t('form.templateType')}
            value={String(s.templateType)}
            options={[
              { value: '1', label: t('templateType.t1') },
              { value: '2', label: t('templateType.t2') },
            ]}
            onChange={(v) => setS({ ...s, templateType: v === '1' ? 1 : 2 })}
          />
          <SelectInput
            label={t('form.status')}
            value={String(s.status)}
            options={[
              { value: '1', label: t('status.s1') },
              { value: '0', label: t('status.s0') },
            ]}
            onChange={(v) => setS({ ...s, status: v === '0' ? 0 : 1 })}
          />
        </Grid>
        <Items aria-label={t('form.items')}>
          <thead>
            {lucky ? (
              <tr>
                <th>#</th>
                <th>{t('form.amount')}</th>
                <th>{t('form.big')}</th>
                <th>{t('form.small')}</th>
                <th>{t('form.a3')}</th>
                <th>{t('form.c3')}</th>
                <th>{t('form.active')}</th>
                <th />
              </tr>
            ) : (
              <tr>
                <th>#</th>
                <th>{t('form.value')}</th>
                <th>{t('form.operator')}</th>
                <th>{t('form.dateFrom')}</th>
                <th>{t('form.dateTo')}</th>
                <th>{t('form.pools')}</th>
                <th>{t('form.codes')}</th>
                <th>{t('form.active')}</th>
                <th />
              </tr>
            )}
          </thead>
          <tbody>
            {s.items.length === 0 && (
              <tr>
                <td colSpan={9}>{t('form.noItems')}</td>
              </tr>
            )}
            {s.items.map((item, i) => (
              <tr key={item.id ?? `new-${i}`}>
                <td>{i + 1}</td>
                {lucky ? (
                  <>
                    <td>{text(i, 'amount', t('form.amount'))}</td>
                    <td>{text(i, 'big', t('form.big'))}</td>
                    <td>{text(i, 'small', t('form.small'))}</td>
                    <td>{text(i, 'a3', t('form.a3'))}</td>
                    <td>{text(i, 'c3', t('form.c3'))}</td>
                  </>
                ) : (
                  <>
                    <td>{text(i, 'value', t('form.value'))}</td>
                    <td>
                      <select
                        aria-label={`${t('form.operator')} ${i + 1}`}
                        value={item.operator}
                        onChange={(e) => setItem(i, { operator: e.target.value === '2' ? 2 : 1 })}
                      >
                        <option value="1">*</option>
                        <option value="2">/</option>
                      </select>
                    </td>
                    <td>{text(i, 'dateFrom', t('form.dateFrom'))}</td>
                    <td>{text(i, 'dateTo', t('form.dateTo'))}</td>
                    <td>
                      {POOLS.map((p) => (
                        <label key={p.id} className="pool">
                          <input
                            type="checkbox"
                            aria-label={`${t('form.pools')} ${i + 1} ${p.displayName}`}
                            checked={item.pools.includes(p.id)}
                            onChange={(e) =>
                              setItem(i, {
                                pools: e.target.checked
                                  ? [...item.pools, p.id]
                                  : item.pools.filter((x) => x !== p.id),
                              })
                            }
                          />
                          {p.receiptLetter}
                        </label>
                      ))}
                    </td>
                    <td>{text(i, 'codes', t('form.codes'))}</td>
                  </>
                )}
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${t('form.active')} ${i + 1}`}
                    checked={item.active}
                    onChange={(e) => setItem(i, { active: e.target.checked })}
                  />
                </td>
                <td>
                  <Button
                    compact
                    aria-label={`${t('form.remove')} ${i + 1}`}
                    onClick={() => setS((prev) => ({ ...prev, items: prev.items.filter((_, j) => j !== i) }))}
                  >
                    {t('form.remove')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Items>
        <p>
          <Button onClick={() => setS((prev) => ({ ...prev, items: [...prev.items, emptyItem()] }))}>
            {t('form.addItem')}
          </Button>
        </p>
        {errors.length > 0 && (
          <Errors role="alert">
            {errors.map(([key, params], i) => (
              <li key={i}>{t(key, params)}</li>
            ))}
          </Errors>
        )}
        <p style={{ display: 'flex', gap: 8 }}>
          <Button type="submit" variant="primary" disabled={saving}>
            {t('form.save')}
          </Button>
          <Button onClick={onClose}>{t('form.cancel')}</Button>
        </p>
      </Panel>
    </SubmitForm>
  );
}
