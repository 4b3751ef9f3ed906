import { useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatAmount, formatDate, formatDateTime, poolById } from '@drawdesk/shared-kernel/domain';
import { TextArea } from '@drawdesk/shared-kernel/forms';
import { PATHS } from '@drawdesk/shared-kernel/routes';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  Page,
  Panel,
  PrintButton,
  PrintHeader,
  theme,
  useRegisterReportLines,
  type ReportLine,
} from '@drawdesk/shared-kernel/ui';
import { RowLink } from '../../frame/components/DrillReport';
import { Warning } from '../../frame/components/Warning';
import type { RemoteInvoiceDetail } from '../api';
import { usePostingT } from '../i18n';
import { invoicePageHref, readInvoiceId } from '../model';

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${theme.space.md};
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr max-content 1fr;
  gap: ${theme.space.xs} ${theme.space.md};
  margin: 0 0 ${theme.space.md};
  dt {
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;
const Strings = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.md};
`;
const Links = styled.p`
  display: flex;
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.md};
`;

/**
 * A remote invoice page: its title, the invoice's facts (agent, draw, ticket, status, amounts),
 * its bet and receipt strings, the links to its other page and the list, a Print button, and the
 * page's table. Without an invoice in the address it says so and asks nothing.
 */
export function InvoiceFrame({
  titleKey,
  payout,
  invoice,
  failed,
  children,
}: {
  titleKey: string;
  /** This is the payout page (links to the lines page), else the lines page. */
  payout: boolean;
  invoice: RemoteInvoiceDetail | null;
  failed: boolean;
  children?: ReactNode;
}) {
  const { t } = usePostingT();
  const [params] = useSearchParams();
  const invoiceId = readInvoiceId(params);
  return (
    <Page titleKey={titleKey}>
      <Panel>
        {invoiceId === null ? (
          <Warning role="alert">{t('msg.badQuery')}</Warning>
        ) : failed ? (
          <Warning role="alert">{t('msg.notFound')}</Warning>
        ) : invoice ? (
          <InvoiceFacts invoice={invoice} payout={payout}>
            {children}
          </InvoiceFacts>
        ) : null}
      </Panel>
    </Page>
  );
}

function InvoiceFacts({
  invoice,
  payout,
  children,
}: {
  invoice: RemoteInvoiceDetail;
  payout: boolean;
  children?: ReactNode;
}) {
  const { t } = usePostingT();
  const pool = poolById(invoice.poolId)?.displayName ?? String(invoice.poolId);
  const lines = useMemo<ReportLine[]>(
    () => [
      [t('field.invoiceId'), String(invoice.invoiceId)],
      [t('field.agent'), invoice.agentName],
      [t('field.drawDate'), formatDate(invoice.drawDate)],
      [t('field.pool'), pool],
      [t('field.remoteTicketNo'), invoice.remoteTicketNo ?? ''],
    ],
    [t, invoice, pool],
  );
  useRegisterReportLines(lines);
  const money = (v: number | null) => (v === null ? '' : formatAmount(v));
  return (
    <>
      <Head>
        <PrintHeader lines={lines} />
        <PrintButton compact={false} />
      </Head>
      <Facts data-testid="invoice-facts">
        <dt>{t('field.invoiceId')}</dt>
        <dd>{invoice.invoiceId}</dd>
        <dt>{t('field.agent')}</dt>
        <dd>{invoice.agentName}</dd>
        <dt>{t('field.drawDate')}</dt>
        <dd>{formatDate(invoice.drawDate)}</dd>
        <dt>{t('field.pool')}</dt>
        <dd>{pool}</dd>
        <dt>{t('field.remoteTicketNo')}</dt>
        <dd>{invoice.remoteTicketNo ?? ''}</dd>
        <dt>{t('field.remoteXid')}</dt>
        <dd>{invoice.remoteXid ?? ''}</dd>
        <dt>{t('field.status')}</dt>
        <dd data-testid="invoice-status">
          {t(`status.${invoice.status}`, { defaultValue: invoice.status })}
        </dd>
        <dt>{t('field.manual')}</dt>
        <dd>{invoice.manual ? t('msg.yes') : t('msg.no')}</dd>
        <dt>{t('field.gross')}</dt>
        <dd data-testid="invoice-gross">{money(invoice.gross)}</dd>
        <dt>{t('field.net')}</dt>
        <dd data-testid="invoice-net">{money(invoice.net)}</dd>
        <dt>{t('field.payout')}</dt>
        <dd data-testid="invoice-payout">{money(invoice.payout)}</dd>
        <dt>{t('field.winLoss')}</dt>
        <dd data-testid="invoice-winloss">{money(invoice.winLoss)}</dd>
        <dt>{t('field.createdAt')}</dt>
        <dd>{formatDateTime(invoice.createdAt)}</dd>
        <dt>{t('field.paidAt')}</dt>
        <dd>{invoice.paidAt ? formatDateTime(invoice.paidAt) : ''}</dd>
        {invoice.error && (
          <>
            <dt>{t('field.error')}</dt>
            <dd>{invoice.error}</dd>
          </>
        )}
      </Facts>
      <Links data-no-print>
        <RowLink to={invoicePageHref(invoice.invoiceId, !payout)}>
          {payout ? t('link.lines') : t('link.payout')}
        </RowLink>
        <RowLink to={PATHS.invoiceList}>{t('link.list')}</RowLink>
      </Links>
      <Strings>
        <TextArea
          label={t('field.betString')}
          value={invoice.betString}
          onChange={() => undefined}
          readOnly
          rows={Math.min(12, invoice.betString.split('\n').length + 1)}
        />
        <TextArea
          label={t('field.receiptString')}
          value={invoice.receiptString}
          onChange={() => undefined}
          readOnly
          rows={Math.min(12, invoice.receiptString.split('\n').length + 1)}
        />
      </Strings>
      {children}
    </>
  );
}
