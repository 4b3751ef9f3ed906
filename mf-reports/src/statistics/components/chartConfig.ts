/**
 * The chart.js configuration of a statistics chart, built from the shaped series and the texts of
 * the current language (pure: the chart component only hands it to chart.js; tests read it).
 */
import type { ChartConfiguration } from 'chart.js';
import { LINE_COLOR, POOL_COLORS, type StatisticSeries } from '../model';

/** The chart's texts, already translated. */
export interface ChartTexts {
  /** What the whole chart shows (its accessible name). */
  title: string;
  dateAxis: string;
  amountAxis: string;
  /** The legend entry of the line (net amount, win/loss). */
  lineLabel: string;
}

export type StatisticChartConfig = ChartConfiguration<'bar' | 'line', number[], string>;

/** The locale chart.js formats numbers in, from the UI language. */
export const chartLocale = (language: string): string =>
  language.startsWith('zh') ? 'zh-CN' : language.startsWith('ms') ? 'ms-MY' : 'en-MY';

/** Bars per draw date stacked by pool, the line drawn over them on the same amount axis. */
export function chartConfig(
  series: StatisticSeries,
  texts: ChartTexts,
  language: string,
): StatisticChartConfig {
  return {
    type: 'bar',
    data: {
      labels: series.dates,
      datasets: [
        {
          type: 'line',
          label: texts.lineLabel,
          data: series.line,
          borderColor: LINE_COLOR,
          backgroundColor: LINE_COLOR,
          borderWidth: 2,
          pointRadius: 3,
          tension: 0,
          // Drawn over the bars.
          order: 0,
        },
        ...series.pools.map((p) => ({
          type: 'bar' as const,
          label: p.label,
          data: p.values,
          backgroundColor: POOL_COLORS[p.poolId] ?? '#9aa5b1',
          stack: 'pools',
          order: 1,
        })),
      ],
    },
    options: {
      locale: chartLocale(language),
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      plugins: {
        legend: { position: 'bottom' },
        title: { display: true, text: texts.title },
      },
      scales: {
        x: { stacked: true, title: { display: true, text: texts.dateAxis } },
        y: { stacked: true, title: { display: true, text: texts.amountAxis } },
      },
    },
  };
}
