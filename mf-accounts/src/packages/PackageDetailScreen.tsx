/** /package/detail: create (?type=) or view/edit (?packageId=) a package, with its payout table per bet code. */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { PackageType } from '@drawdesk/shared-kernel/domain';
import {
  CheckboxField,
  CheckboxGroupField,
  Form,
  SelectField,
  type FormProps,
  TextField,
  useBoundField,
  useFormContext,
} from '@drawdesk/shared-kernel/forms/formik';
import { useApiQuery } from '@drawdesk/shared-kernel/query';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useNavigate, useSearchParams } from '@drawdesk/shared-kernel/routing';
import { Button, FieldGrid, Page, Panel, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import {
  PACKAGE_TYPES,
  codesOfType,
  editorFromDetail,
  newEditor,
  newRows,
  poolsOfType,
  toPackageBody,
  validateEditor,
  type EditorState,
} from './model';
import { packagesApi, packagesKeys } from './api';
import { editorErrors } from './editorErrors';
import { PackageRatesTable } from './components/PackageRatesTable';
import { ensurePackagesResources, usePackagesT } from './i18n';

ensurePackagesResources();

const Actions = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;
const BulkRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space.sm};
`;
/** Greys out and locks the pool boxes of a read-only package, drawing nothing of its own. */
const Plain = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0;
`;
const Errors = styled.ul`
  color: ${theme.colors.danger};
`;

const typeParam = (text: string | null): PackageType => (text === '2' ? 2 : text === '3' ? 3 : 0);

export default function PackageDetailScreen() {
  const { t } = usePackagesT();
  const [params] = useSearchParams();
  const packageId = Number(params.get('packageId')) || undefined;
  const isNew = packageId === undefined;
  // Each opening loads the package afresh (nothing kept once the screen closes), as before.
  const loaded = useApiQuery(
    packagesKeys.detail(packageId ?? 0),
    (signal) => packagesApi.byId(packageId ?? 0, { signal }),
    { enabled: !isNew, gcTime: 0 },
  );
  const state = isNew
    ? { editor: newEditor(typeParam(params.get('type'))), canEdit: true }
    : loaded.data?.data
      ? { editor: editorFromDetail(loaded.data.data), canEdit: loaded.data.data.canEdit }
      : null;
  const title = state?.editor.packageId
    ? t('detail.editTitle', { name: state.editor.name })
    : t('detail.newTitle');
  return (
    <Page titleKey={state ? title : 'PACKAGE_DETAIL'}>
      {state ? (
        <PackageEditor key={packageId ?? 'new'} initial={state.editor} canEdit={state.canEdit} />
      ) : (
        <p role="status">{t('detail.loading')}</p>
      )}
    </Page>
  );
}

/** The editor's values, the bulk bet rate, and `codes`, which only carries the "no code in use" error. */
type PackageValues = EditorState & { bulkRate: string; codes?: string };

type FormErrors = Awaited<ReturnType<NonNullable<FormProps<PackageValues>['validate']>>>;

/** The package type: changing it starts the pools and the rate rows over for the new type. */
function TypeSelect({ disabled }: { disabled: boolean }) {
  const { t } = usePackagesT();
  const type = useBoundField<PackageType>('type').value;
  const { setValues } = useFormContext<PackageValues>();
  // The type the pools and rows were made for; a new one (picked, or the select's fallback) resets them.
  const madeFor = useRef(type);
  useEffect(() => {
    if (type === madeFor.current) return;
    madeFor.current = type;
    void setValues((prev) => ({ ...prev, pools: [], rows: newRows(type) }));
  }, [type, setValues]);
  return (
    <SelectField<PackageType>
      name="type"
      label={t('detail.type')}
      disabled={disabled}
      options={PACKAGE_TYPES.map((ty) => ({ value: ty, label: t(`type.t${ty}`) }))}
    />
  );
}

/** The bet rate typed once and written into every code in use. */
function BulkBetRate({ codes }: { codes: readonly string[] }) {
  const { t } = usePackagesT();
  const { values, setValues } = useFormContext<PackageValues>();
  const apply = () => {
    const rows = { ...values.rows };
    for (const code of codes) {
      const row = rows[code as keyof typeof rows];
      if (row?.on) rows[code as keyof typeof rows] = { ...row, betRate: values.bulkRate.trim() };
    }
    void setValues({ ...values, rows });
  };
  return (
    <BulkRow>
      <TextField name="bulkRate" label={t('detail.applyBetRate')} inputMode="decimal" />
      <Button compact onClick={apply} disabled={values.bulkRate.trim() === ''}>
        {t('detail.apply')}
      </Button>
    </BulkRow>
  );
}

/** Every message of the last checks, once a save was tried. */
function EditorMessages() {
  const { t } = usePackagesT();
  const { values, submitCount } = useFormContext<PackageValues>();
  if (submitCount === 0) return null;
  const messages = [...new Set(Object.values(validateEditor(values)))];
  return messages.length > 0 ? (
    <Errors role="alert">
      {messages.map((m) => (
        <li key={m}>{t(m)}</li>
      ))}
    </Errors>
  ) : null;
}

export function PackageEditor({ initial, canEdit }: { initial: EditorState; canEdit: boolean }) {
  const { t } = usePackagesT();
  const navigate = useNavigate();
  const isNew = initial.packageId === undefined;
  const readOnly = !canEdit;
  const title = isNew ? t('detail.newTitle') : t('detail.editTitle', { name: initial.name });

  const save = async (values: PackageValues) => {
    const reply = await packagesApi.save(toPackageBody(values));
    if (!reply.success || !reply.data) return;
    await showDialog('success', t('detail.saved'));
    if (values.packageId === undefined) {
      navigate(`${PATHS.packageDetail}?packageId=${reply.data.packageId}`, { replace: true });
    }
  };

  return (
    <Form<PackageValues>
      label={title}
      initialValues={{ ...initial, bulkRate: '' }}
      // formik's error type reads an optional row (`RateRow | undefined`) as a string; the nested shape
      // editorErrors gives is the one formik reads.
      validate={(values) => editorErrors(validateEditor(values), t) as unknown as FormErrors}
      onSubmit={save}
    >
      {(form) => {
        const codes = codesOfType(form.values.type);
        return (
          <>
            <Panel title={title}>
              {readOnly && <p role="note">{t('detail.readOnly')}</p>}
              <FieldGrid>
                <TextField name="name" label={t('detail.name')} required maxLength={50} disabled={readOnly} />
                <TextField
                  name="description"
                  label={t('detail.description')}
                  maxLength={200}
                  disabled={readOnly}
                />
                <TypeSelect disabled={!isNew || readOnly} />
                <SelectField<0 | 1>
                  name="status"
                  label={t('detail.status')}
                  disabled={readOnly}
                  options={[
                    { value: 1, label: t('detail.active') },
                    { value: 0, label: t('detail.disabled') },
                  ]}
                />
                <CheckboxField name="isRed" label={t('detail.isRed')} disabled={!isNew || readOnly} />
              </FieldGrid>
              <Plain disabled={readOnly}>
                <CheckboxGroupField<number>
                  name="pools"
                  label={t('detail.pools')}
                  options={poolsOfType(form.values.type).map((p) => ({ value: p.id, label: p.displayName }))}
                />
              </Plain>
            </Panel>
            <Panel title={t('detail.rates')}>
              {!readOnly && <BulkBetRate codes={codes} />}
              <PackageRatesTable codes={codes} readOnly={readOnly} />
              <EditorMessages />
            </Panel>
            <Actions>
              {!readOnly && (
                <Button type="submit" variant="primary" disabled={form.isSubmitting}>
                  {t('detail.save')}
                </Button>
              )}
              <Button onClick={() => navigate(PATHS.packageManage)}>{t('detail.back')}</Button>
            </Actions>
          </>
        );
      }}
    </Form>
  );
}
