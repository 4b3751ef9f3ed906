import { render, screen } from '@testing-library/react';
import { statisticSeries } from '../model';
import StatisticChart from './StatisticChart';

interface Made {
  config: { data: unknown; options?: unknown };
  updates: number;
  destroyed: boolean;
}

// chart.js draws on a canvas jsdom does not have: a stand-in records what the component does with it.
jest.mock('chart.js', () => {
  class Chart {
    static registered: unknown[] = [];
    static made: Made[] = [];
    static register(...items: unknown[]) {
      Chart.registered.push(...items);
    }
    data: unknown;
    options: unknown;
    private readonly record: Made;
    constructor(_canvas: HTMLCanvasElement, config: { data: unknown; options?: unknown }) {
      this.data = config.data;
      this.options = config.options;
      this.record = { config, updates: 0, destroyed: false };
      Chart.made.push(this.record);
    }
    update() {
      this.record.updates += 1;
      this.record.config = { data: this.data, options: this.options };
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  const piece = (name: string) => ({ id: name });
  return {
    Chart,
    BarController: piece('bar'),
    BarElement: piece('barElement'),
    CategoryScale: piece('category'),
    Legend: piece('legend'),
    LinearScale: piece('linear'),
    LineController: piece('line'),
    LineElement: piece('lineElement'),
    PointElement: piece('point'),
    Title: piece('title'),
    Tooltip: piece('tooltip'),
  };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Chart: Recorder } = require('chart.js') as { Chart: { registered: unknown[]; made: Made[] } };
const { made, registered } = Recorder;

const texts = { title: 'Sales', dateAxis: 'Draw date', amountAxis: 'Amount', lineLabel: 'Net' };
const series = (turnover: number) =>
  statisticSeries(
    [{ drawDate: '2031-01-06', poolId: 1, turnover, netAmount: turnover / 2 }],
    (r) => r.turnover,
    (r) => r.netAmount,
  );

it('registers only the bar and line pieces, draws one chart, updates it in place, destroys it', () => {
  expect(registered).toHaveLength(10);
  const { rerender, unmount } = render(<StatisticChart series={series(10)} texts={texts} language="en" />);
  expect(screen.getByRole('img', { name: 'Sales' })).toBeInTheDocument();
  expect(made).toHaveLength(1);
  rerender(<StatisticChart series={series(30)} texts={{ ...texts, title: '销售' }} language="zh" />);
  expect(made).toHaveLength(1);
  expect(made[0]?.updates).toBe(1);
  expect(made[0]?.config).toMatchObject({
    data: { datasets: [{ data: [15] }, { data: [30] }] },
    options: { locale: 'zh-CN', plugins: { title: { text: '销售' } } },
  });
  unmount();
  expect(made[0]?.destroyed).toBe(true);
});
