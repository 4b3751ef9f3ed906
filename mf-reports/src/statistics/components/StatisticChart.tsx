/**
 * The statistics chart on a canvas (chart.js with only the bar and line pieces registered, so the
 * lazy chunk carries no other chart type). Loaded through `LazyStatisticChart` by the two
 * statistics screens only.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Title,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { StatisticSeries } from '../model';
import { chartConfig, type ChartTexts } from './chartConfig';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Title,
  Tooltip,
);

const Frame = styled.figure`
  position: relative;
  height: 320px;
  margin: 0 0 12px;
  @media print {
    height: 260px;
    break-inside: avoid;
  }
`;

export interface StatisticChartProps {
  series: StatisticSeries;
  texts: ChartTexts;
  language: string;
}

export default function StatisticChart({ series, texts, language }: StatisticChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar' | 'line', number[], string> | null>(null);

  // One chart per mount; new data or a new language updates it in place.
  useEffect(() => {
    const el = canvas.current;
    if (!el) return undefined;
    const config = chartConfig(series, texts, language);
    if (chart.current) {
      chart.current.data = config.data;
      chart.current.options = config.options ?? {};
      chart.current.update();
    } else {
      chart.current = new Chart(el, config);
    }
    return undefined;
  }, [series, texts, language]);
  useEffect(
    () => () => {
      chart.current?.destroy();
      chart.current = null;
    },
    [],
  );

  return (
    <Frame>
      <canvas ref={canvas} role="img" aria-label={texts.title} />
    </Frame>
  );
}
