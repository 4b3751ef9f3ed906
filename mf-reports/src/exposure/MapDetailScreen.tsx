import { useMemo } from 'react';
import { useSearchParams } from '@drawdesk/shared-kernel/routing';
import {
  Page,
  Panel,
  PrintHeader,
  useRegisterReportLines,
  type ReportLine,
} from '@drawdesk/shared-kernel/ui';
import { registerFrameTranslations, useFrameT } from '../frame/i18n';
import { MapDetailTable } from './components/MapDetailTable';
import { registerExposureTranslations, useExposureT } from './i18n';
import { mapDetailQueryOf, poolLabel } from './model';

registerFrameTranslations();
registerExposureTranslations();

/**
 * /map-detail (SPEC 2.6): the lines behind one number of a map, opened in its own tab from
 * /report/map-report-without-modal. Everything comes from the query parameters agentId,
 * agentName, betNumber, drawDate, poolId, betType and searchType; without them the page shows
 * nothing and asks nothing. No page header (the route is bare), full width, titled MAP_DETAIL.
 */
export default function MapDetailScreen() {
  const { t } = useExposureT();
  const [params] = useSearchParams();
  const paramsText = params.toString();
  const body = useMemo(() => mapDetailQueryOf(new URLSearchParams(paramsText)), [paramsText]);
  const title = t('MAP_DETAIL', { ns: ['common', 'ui'] });
  return (
    <Page titleKey="MAP_DETAIL" bare>
      {body && (
        <Panel title={title}>
          <DetailLines body={body} caption={title} />
        </Panel>
      )}
    </Page>
  );
}

function DetailLines({
  body,
  caption,
}: {
  body: NonNullable<ReturnType<typeof mapDetailQueryOf>>;
  caption: string;
}) {
  const { t } = useExposureT();
  const frame = useFrameT();
  const lines = useMemo<ReportLine[]>(
    () => [
      [t('filter.agent'), body.agentName ?? String(body.agentId)],
      [frame.t('col.number'), body.betNumber],
      [t('col.drawDate'), body.drawDate ?? t('filter.allDates')],
      [t('filter.pool'), poolLabel(body.poolId ?? -1, t('filter.allPools'))],
      [t('filter.betType'), t(`betType.t${body.betType}`)],
      [t('filter.reportType'), t(`type.t${body.searchType ?? 1}`)],
      ...(body.currency ? [[frame.t('filter.currency'), body.currency] as const] : []),
    ],
    [t, frame, body],
  );
  // The export's preamble and the print header name the number, the draw and the figure shown.
  useRegisterReportLines(lines);
  return (
    <>
      <p data-no-print>
        {t('detail.heading', {
          agent: body.agentName,
          number: body.betNumber,
          date: body.drawDate ?? t('filter.allDates'),
          pool: poolLabel(body.poolId ?? -1, t('filter.allPools')),
        })}{' '}
        · {t(`betType.t${body.betType}`)} · {t(`type.t${body.searchType ?? 1}`)}
      </p>
      <PrintHeader lines={lines} />
      <MapDetailTable body={body} caption={caption} />
    </>
  );
}
