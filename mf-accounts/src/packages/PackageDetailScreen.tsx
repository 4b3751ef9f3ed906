/** /package/detail: create (?type=) or view/edit (?packageId=) a package, with its payout table per bet code. */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { PackageType } from '@drawdesk/shared-kernel/domain';
import { BET_CODE_INFO, BET_CODES, type BetCode } from '@drawdesk/shared-kernel/domain/betting';
import { CheckboxInput, SelectInput, TextInput, SubmitForm } from '@drawdesk/shared-kernel/forms';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useNavigate, useSearchParams } from '@drawdesk/shared-kernel/routing';
import { Button, FieldGrid, Page, Panel, showDialog, theme } from '@drawdesk/shared-kernel/ui';
import {
  GAMES,
  PACKAGE_TYPES,
  codesOfType,
  editorFromDetail,
  newEditor,
  newRows,
  poolsOfType,
  toPackageBody,
  validateEditor,
  type EditorState,
  type RateRow,
} from './model';
import { packagesApi } from './api';
import { ensurePackagesResources, usePackagesT } from './i18n';

ensurePackagesResources();

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  th,
  td {
    border: 1px solid ${theme.colors.border};
    padding: 3px 6px;
    text-align: center;
  }
  th.group {
    text-align: left;
    background: ${theme.colors.surface};
  }
  input[type='text'] {
    width: 86px;
    text-align: right;
    font: inherit;
  }
  input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    background: #fff0f0;
  }
`;
const Actions = styled.div`
  display: flex;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.md};
`;
const Errors = styled.ul`
  color: ${theme.colors.danger};
`;

const MAX_PAYOUTS = 6;
const typeParam = (text: string | null): PackageType => (text === '2' ? 2 : text === '3' ? 3 : 0);

export default function PackageDetailScreen() {
  const { t } = usePackagesT();
  const [params] = useSearchParams();
  const packageId = Number(params.get('packageId')) || undefined;
  const [state, setState] = useState<{ editor: EditorState; canEdit: boolean } | null>(
    packageId ? null : { editor: newEditor(typeParam(params.get('type'))), canEdit: true },
  );
  useEffect(() => {
    if (!packageId) return;
    let live = true;
    void packagesApi.byId(packageId).then((reply) => {
      if (live && reply.success && reply.data)
        setState({ editor: editorFromDetail(reply.data), canEdit: reply.data.canEdit });
    });
    return () => {
      live = false;
    };
  }, [packageId]);
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

export function PackageEditor({ initial, canEdit }: { initial: EditorState; canEdit: boolean }) {
  const { t } = usePackagesT();
  const navigate = useNavigate();
  const [s, setS] = useState(initial);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [bulkRate, setBulkRate] = useState('');
  const [saving, setSaving] = useState(false);
  const isNew = s.packageId === undefined;
  const codes = codesOfType(s.type);
  const readOnly = !canEdit;

  const setRow = (code: BetCode, patch: Partial<RateRow>) =>
    setS((prev) => ({
      ...prev,
      rows: { ...prev.rows, [code]: { ...(prev.rows[code] as RateRow), ...patch } },
    }));
  const setType = (type: PackageType) => setS((prev) => ({ ...prev, type, pools: [], rows: newRows(type) }));
  const togglePool = (id: number, on: boolean) =>
    setS((prev) => ({ ...prev, pools: on ? [...prev.pools, id] : prev.pools.filter((p) => p !== id) }));
  const applyBulk = () => {
    setS((prev) => {
      const rows = { ...prev.rows };
      for (const code of codes)
        if (rows[code]?.on) rows[code] = { ...(rows[code] as RateRow), betRate: bulkRate.trim() };
      return { ...prev, rows };
    });
  };

  const save = async () => {
    const errors = validateEditor(s);
    setShown(errors);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    const reply = await packagesApi.save(toPackageBody(s));
    setSaving(false);
    if (!reply.success || !reply.data) return;
    await showDialog('success', t('detail.saved'));
    if (isNew) {
      setS((prev) => ({ ...prev, packageId: reply.data!.packageId }));
      navigate(`${PATHS.packageDetail}?packageId=${reply.data.packageId}`, { replace: true });
    }
  };

  const err = (key: string) => (shown[key] ? t(shown[key]) : undefined);
  const messages = [...new Set(Object.values(shown))];
  const prizeNames = (code: BetCode): string[] =>
    code === 'B' || code === 'S' || code === '5D' || code === '6D' ? t(`prize.${code}`).split('|') : [];

  return (
    <SubmitForm
      label={isNew ? t('detail.newTitle') : t('detail.editTitle', { name: initial.name })}
      onSubmit={save}
    >
      <Panel title={isNew ? t('detail.newTitle') : t('detail.editTitle', { name: initial.name })}>
        {readOnly && <p role="note">{t('detail.readOnly')}</p>}
        <FieldGrid>
          <TextInput
            label={t('detail.name')}
            required
            maxLength={50}
            value={s.name}
            disabled={readOnly}
            error={err('name')}
            onChange={(v) => setS({ ...s, name: v })}
          />
          <TextInput
            label={t('detail.description')}
            maxLength={200}
            value={s.description}
            disabled={readOnly}
            onChange={(v) => setS({ ...s, description: v })}
          />
          <SelectInput
            label={t('detail.type')}
            value={String(s.type)}
            disabled={!isNew || readOnly}
            options={PACKAGE_TYPES.map((ty) => ({ value: String(ty), label: t(`type.t${ty}`) }))}
            onChange={(v) => setType(Number(v) as PackageType)}
          />
          <SelectInput
            label={t('detail.status')}
            value={String(s.status)}
            disabled={readOnly}
            options={[
              { value: '1', label: t('detail.active') },
              { value: '0', label: t('detail.disabled') },
            ]}
            onChange={(v) => setS({ ...s, status: v === '0' ? 0 : 1 })}
          />
          <CheckboxInput
            label={t('detail.isRed')}
            checked={s.isRed}
            disabled={!isNew || readOnly}
            onChange={(v) => setS({ ...s, isRed: v })}
          />
        </FieldGrid>
        <fieldset disabled={readOnly}>
          <legend>{t('detail.pools')}</legend>
          {poolsOfType(s.type).map((p) => (
            <label key={p.id} style={{ marginRight: 12 }}>
              <input
                type="checkbox"
                checked={s.pools.includes(p.id)}
                onChange={(e) => togglePool(p.id, e.target.checked)}
              />{' '}
              {p.displayName}
            </label>
          ))}
        </fieldset>
      </Panel>
      <Panel title={t('detail.rates')}>
        {!readOnly && (
          <p>
            <label>
              {t('detail.applyBetRate')}{' '}
              <input
                type="text"
                inputMode="decimal"
                aria-label={t('detail.applyBetRate')}
                value={bulkRate}
                onChange={(e) => setBulkRate(e.target.value)}
              />
            </label>{' '}
            <Button compact onClick={applyBulk} disabled={bulkRate.trim() === ''}>
              {t('detail.apply')}
            </Button>
          </p>
        )}
        <Table>
          <thead>
            <tr>
              <th>{t('detail.code')}</th>
              <th>{t('detail.use')}</th>
              <th>{t('detail.baseRate')}</th>
              <th>{t('detail.betRate')}</th>
              {Array.from({ length: MAX_PAYOUTS }, (_, i) => (
                <th key={i}>{t('detail.payout', { n: i + 1 })}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {GAMES.filter((g) => codes.some((c) => BET_CODE_INFO[c].game === g)).flatMap((game) => [
              <tr key={game}>
                <th className="group" colSpan={4 + MAX_PAYOUTS}>
                  {t('detail.group', { game })}
                </th>
              </tr>,
              ...BET_CODES.filter((c) => codes.includes(c) && BET_CODE_INFO[c].game === game).map((code) => {
                const row = s.rows[code] as RateRow;
                const names = prizeNames(code);
                const cell = (field: 'baseRate' | 'betRate') => (
                  <td>
                    <input
                      type="text"
                      inputMode="decimal"
                      aria-label={`${code} ${t(`detail.${field}`)}`}
                      aria-invalid={shown[`${code}.${field}`] ? true : undefined}
                      title={err(`${code}.${field}`)}
                      value={row[field]}
                      disabled={readOnly || !row.on}
                      onChange={(e) => setRow(code, { [field]: e.target.value })}
                    />
                  </td>
                );
                return (
                  <tr key={code} data-testid={`rate-${code}`}>
                    <th scope="row">{code}</th>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${t('detail.use')} ${code}`}
                        checked={row.on}
                        disabled={readOnly}
                        onChange={(e) => setRow(code, { on: e.target.checked })}
                      />
                    </td>
                    {cell('baseRate')}
                    {cell('betRate')}
                    {Array.from({ length: MAX_PAYOUTS }, (_, i) =>
                      i < row.payouts.length ? (
                        <td key={i}>
                          <input
                            type="text"
                            inputMode="decimal"
                            aria-label={`${code} ${names[i] ?? t('detail.payout', { n: i + 1 })}`}
                            aria-invalid={shown[`${code}.payout.${i}`] ? true : undefined}
                            title={err(`${code}.payout.${i}`)}
                            value={row.payouts[i]}
                            disabled={readOnly || !row.on}
                            onChange={(e) =>
                              setRow(code, {
                                payouts: row.payouts.map((p, j) => (j === i ? e.target.value : p)),
                              })
                            }
                          />
                        </td>
                      ) : (
                        <td key={i} />
                      ),
                    )}
                  </tr>
                );
              }),
            ])}
          </tbody>
        </Table>
        {messages.length > 0 && (
          <Errors role="alert">
            {messages.map((m) => (
              <li key={m}>{t(m)}</li>
            ))}
          </Errors>
        )}
      </Panel>
      <Actions>
        {!readOnly && (
          <Button type="submit" variant="primary" disabled={saving}>
            {t('detail.save')}
          </Button>
        )}
        <Button onClick={() => navigate(PATHS.packageManage)}>{t('detail.back')}</Button>
      </Actions>
    </SubmitForm>
  );
}
