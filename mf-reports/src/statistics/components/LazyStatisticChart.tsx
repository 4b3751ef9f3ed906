import { lazyComponent } from '@drawdesk/shared-kernel/ui';
import styled from 'styled-components';
import type { StatisticChartProps } from './StatisticChart';

/** Holds the chart's place while its chunk loads (the table below is already usable). */
const Placeholder = styled.div`
  height: 320px;
  margin: 0 0 12px;
`;

/**
 * The statistics chart as its own chunk: chart.js is fetched when a statistics screen first
 * shows a chart, never by any other report.
 */
export const LazyStatisticChart = lazyComponent<StatisticChartProps>(
  () => import('./StatisticChart').then((m) => m.default),
  () => <Placeholder aria-hidden="true" />,
);
