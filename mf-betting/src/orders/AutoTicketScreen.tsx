import { useRef, useState } from 'react';
import { formatDateTime, poolLetters, rule, type FormRules } from '@drawdesk/shared-kernel/domain';
import {
  Form,
  FormActions,
  TextAreaField,
  TextField,
  type FormSubmitHelpers,
} from '@drawdesk/shared-kernel/forms/formik';
import {
  Button,
  confirmDialog,
  ControlBar,
  DataTable,
  Hint,
  Page,
  Panel,
  showDialog,
  useCurrentUser,
  type DataTableColumn,
  type DataTableHandle,
  type FetchPage,
  type TableSelection,
} from '@drawdesk/shared-kernel/ui';
import { ordersApi, type AutoTicketRow, type SaveRunTicketBody } from './api';
import { BettorPicker } from './components/BettorPicker';
import { OrderUnavailable, useOrderRefusal } from './components/OrderUnavailable';
import { PoolBoxes } from './components/PoolBoxes';
import { RunTypeRadio, type RunType } from './components/RunTypeRadio';
import { registerOrdersTranslations, TABLE_NAMESPACES, useOrdersT } from './i18n';
import { useBettingContext } from './useBettingContext';
import { mayVoidAutoTickets } from '@drawdesk/shared-kernel/domain/access';

registerOrdersTranslations();

/** /order/auto-ticket: save a bet string to be placed on each coming draw; list and void them. */
/** The auto ticket form: a bet string, pools, and how long it runs. */
interface AutoTicketValues {
  betString: string;
  pools: number[];
  runType: RunType;
  count: string;
  endDate: string;
}

const INITIAL: AutoTicketValues = { betString: '', pools: [1], runType: 'count', count: '', endDate: '' };
const RULES: FormRules = { count: [rule.digitsOnly()] };

/** /order/auto-ticket: save a bet string to be placed on each coming draw; list and void them. */
export default function AutoTicketScreen() {
  const { t } = useOrdersT();
  const betting = useBettingContext();
  const { ctx, bettorId } = betting;
  const [selection, setSelection] = useState<AutoTicketRow[]>([]);
  const table = useRef<DataTableHandle>(null);
  // Save and Void only where the server accepts them (the kernel's rules, as the server applies).
  const refusal = useOrderRefusal();
  const me = useCurrentUser();
  const mayVoid = me === null || mayVoidAutoTickets({ roleId: me.userRoleId, accessString: me.accessString });

  const save = async (values: AutoTicketValues, helpers: FormSubmitHelpers<AutoTicketValues>) => {
    const { pools, runType, count, endDate, betString } = values;
    if (pools.length === 0) return void showDialog('error', t('common.selectPool'));
    const runValue = runType === 'count' ? count.trim() : endDate;
    if (!runValue) return void showDialog('error', t('auto.runAmount'));
    const body: SaveRunTicketBody = { betString, pools };
    if (runType === 'count') body.count = Number(count);
    else body.endDate = endDate;
    if (bettorId !== undefined) body.targetUserId = bettorId;
    const reply = await ordersApi.saveAutoTicket(body);
    if (!reply.success) return;
    helpers.resetForm({ ...values, betString: '' });
    await showDialog('success', t('auto.saved'));
    table.current?.refresh();
  };
  const voidSelected = async () => {
    if (selection.length === 0) return void showDialog('error', t('auto.selectOne'));
    if (!(await confirmDialog(t('auto.voidConfirm', { count: selection.length })))) return;
    const reply = await ordersApi.voidAutoTickets(selection.map((r) => r.id));
    if (reply.success) {
      table.current?.clearSelection();
      table.current?.refresh();
    }
  };

  const fetchPage: FetchPage<AutoTicketRow> = (q) => ordersApi.autoTickets(bettorId, q);
  const columns: DataTableColumn<AutoTicketRow>[] = [
    { id: 'id', header: '#' },
    { id: 'bettor', header: 'common.bettor' },
    {
      id: 'betString',
      header: 'express.betString',
      cell: (r) => <pre style={{ margin: 0 }}>{r.betString}</pre>,
    },
    {
      id: 'pools',
      header: 'common.pools',
      value: (r) => poolLetters(r.pools),
    },
    { id: 'remaining', header: 'auto.remaining', value: (r) => (r.remaining === null ? '' : r.remaining) },
    { id: 'endDate', header: 'auto.endDate', value: (r) => r.endDate ?? '' },
    { id: 'runs', header: 'auto.runs' },
    { id: 'status', header: 'common.status', value: (r) => t(`auto.statuses.s${r.status}`) },
    { id: 'lastError', header: 'auto.lastError' },
    { id: 'createdAt', header: 'auto.createdAt', value: (r) => formatDateTime(r.createdAt) },
  ];

  return (
    <Page titleKey="AUTO_TICKET">
      <BettorPicker betting={betting} />
      <Panel title={t('auto.formTitle')}>
        {ctx && !ctx.bettor && <Hint>{t('common.chooseBettor')}</Hint>}
        <Form<AutoTicketValues> initialValues={INITIAL} rules={RULES} onSubmit={save}>
          {({ values }) => (
            <>
              <TextAreaField
                name="betString"
                label={t('auto.betString')}
                rows={6}
                style={{ fontFamily: 'monospace' }}
              />
              <PoolBoxes name="pools" defaults={[1]} />
              <ControlBar>
                <RunTypeRadio name="runType" value="count" />
                <TextField
                  name="count"
                  label={t('auto.count')}
                  inputMode="numeric"
                  size={5}
                  disabled={values.runType !== 'count'}
                />
                <RunTypeRadio name="runType" value="endDate" />
                <TextField
                  name="endDate"
                  type="date"
                  label={t('auto.endDate')}
                  disabled={values.runType !== 'endDate'}
                />
                {refusal ? (
                  <OrderUnavailable refusal={refusal} />
                ) : (
                  <FormActions
                    submitLabel={t('auto.save')}
                    disabled={!ctx?.bettor || !values.betString.trim()}
                  />
                )}
              </ControlBar>
            </>
          )}
        </Form>
      </Panel>
      <Panel title={t('auto.listTitle')}>
        <DataTable
          ref={table}
          caption={t('auto.listTitle')}
          columns={columns}
          fetchPage={fetchPage}
          searchable
          queryKey={{ bettorId }}
          getRowId={(r) => String(r.id)}
          namespaces={TABLE_NAMESPACES}
          selectable
          onSelectionChange={(s: TableSelection<AutoTicketRow>) => setSelection(s.rows)}
          rowTint={(r) => (r.status === 1 ? 'danger' : undefined)}
          toolbar={
            mayVoid ? (
              <Button variant="danger" onClick={() => void voidSelected()}>
                {t('auto.voidSelected')}
              </Button>
            ) : undefined
          }
        />
      </Panel>
    </Page>
  );
}
