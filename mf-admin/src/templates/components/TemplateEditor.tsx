import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Form, SelectField, TextField } from '@drawdesk/shared-kernel/forms/formik';
import { Button, Panel, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import { templatesApi } from '../api';
import { NAMESPACE } from '../i18n';
import { loadTemplate } from '../loadTemplate';
import { toTemplateBody, validateTemplate, type TemplateState } from '../model';
import { KindField } from './KindField';
import { TemplateItemsTable } from './TemplateItemsTable';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  column-gap: ${theme.space.md};
`;
const Errors = styled.ul`
  color: ${theme.colors.danger};
`;

/**
 * The editor of one template (new or stored) on the form kit: name, kind, type, status and the items.
 * Save checks the whole template first and lists what is wrong, item by item, sending nothing.
 */
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
  const [errors, setErrors] = useState<Array<[string, Record<string, unknown>]>>([]);
  const isNew = initial.id === undefined;
  const title = isNew ? t('form.newTitle') : t('form.editTitle', { name: initial.name });

  const save = async (s: TemplateState) => {
    const found = validateTemplate(s);
    setErrors(found);
    if (found.length > 0) return;
    const reply = await templatesApi.saveTemplate(toTemplateBody(s));
    if (!reply.success || !reply.data) return;
    await showDialog('success', t('form.saved'));
    onSaved((await loadTemplate(reply.data.id)) ?? { ...s, id: reply.data.id });
  };

  return (
    <Form label={title} initialValues={initial} onSubmit={save}>
      {(form) => (
        <Panel title={title}>
          <Grid>
            <TextField name="name" label={t('form.name')} required maxLength={50} />
            <KindField disabled={!isNew} />
            <SelectField
              name="templateType"
              label={t('form.templateType')}
              options={[
                { value: 1, label: t('templateType.t1') },
                { value: 2, label: t('templateType.t2') },
              ]}
            />
            <SelectField
              name="status"
              label={t('form.status')}
              options={[
                { value: 1, label: t('status.s1') },
                { value: 0, label: t('status.s0') },
              ]}
            />
          </Grid>
          <TemplateItemsTable />
          {errors.length > 0 && (
            <Errors role="alert">
              {errors.map(([key, params], i) => (
                <li key={i}>{t(key, params)}</li>
              ))}
            </Errors>
          )}
          <p style={{ display: 'flex', gap: 8 }}>
            <Button type="submit" variant="primary" disabled={form.isSubmitting}>
              {t('form.save')}
            </Button>
            <Button onClick={onClose}>{t('form.cancel')}</Button>
          </p>
        </Panel>
      )}
    </Form>
  );
}
