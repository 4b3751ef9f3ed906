import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormContext } from '@drawdesk/shared-kernel/forms/formik';
import { Button, theme } from '@drawdesk/shared-kernel/ui';
import { NAMESPACE } from '../i18n';
import { emptyItem, type TemplateState } from '../model';
import { ItemCheckCell } from './ItemCheckCell';
import { ItemOperatorCell } from './ItemOperatorCell';
import { ItemPoolsCell } from './ItemPoolsCell';
import { ItemTextCell } from './ItemTextCell';

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

/**
 * The items of the template in the enclosing form: the lucky-bet table (amount and its four prizes)
 * or the payout adjustments (value, operator, dates, pools, codes). A cell is named `<column> <row>`;
 * rows are added and removed with the buttons.
 */
export function TemplateItemsTable() {
  const { t } = useTranslation(NAMESPACE);
  const { values, setFieldValue } = useFormContext<TemplateState>();
  const lucky = values.kind === 3;
  const setItems = (items: TemplateState['items']) => void setFieldValue('items', items);
  const cell = (i: number, field: string, label: string) => (
    <td>
      <ItemTextCell name={`items[${i}].${field}`} label={`${label} ${i + 1}`} />
    </td>
  );
  return (
    <>
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
          {values.items.length === 0 && (
            <tr>
              <td colSpan={9}>{t('form.noItems')}</td>
            </tr>
          )}
          {values.items.map((item, i) => (
            <tr key={item.id ?? `new-${i}`}>
              <td>{i + 1}</td>
              {lucky ? (
                <>
                  {cell(i, 'amount', t('form.amount'))}
                  {cell(i, 'big', t('form.big'))}
                  {cell(i, 'small', t('form.small'))}
                  {cell(i, 'a3', t('form.a3'))}
                  {cell(i, 'c3', t('form.c3'))}
                </>
              ) : (
                <>
                  {cell(i, 'value', t('form.value'))}
                  <td>
                    <ItemOperatorCell
                      name={`items[${i}].operator`}
                      label={`${t('form.operator')} ${i + 1}`}
                    />
                  </td>
                  {cell(i, 'dateFrom', t('form.dateFrom'))}
                  {cell(i, 'dateTo', t('form.dateTo'))}
                  <td>
                    <ItemPoolsCell name={`items[${i}].pools`} label={`${t('form.pools')} ${i + 1}`} />
                  </td>
                  {cell(i, 'codes', t('form.codes'))}
                </>
              )}
              <td>
                <ItemCheckCell name={`items[${i}].active`} label={`${t('form.active')} ${i + 1}`} />
              </td>
              <td>
                <Button
                  compact
                  aria-label={`${t('form.remove')} ${i + 1}`}
                  onClick={() => setItems(values.items.filter((_, j) => j !== i))}
                >
                  {t('form.remove')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Items>
      <p>
        <Button onClick={() => setItems([...values.items, emptyItem()])}>{t('form.addItem')}</Button>
      </p>
    </>
  );
}
