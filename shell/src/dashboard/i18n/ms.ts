import type { DashboardResource } from './en';

/** Malay texts of 'shell-dashboard' (loaded only when chosen). */
export const ms: DashboardResource = {
  draws: {
    title: 'Cabutan seterusnya',
    pool: 'Pool',
    drawDate: 'Tarikh cabutan',
    cutoff: 'Masa tutup',
    closesIn: 'Tutup dalam',
    closed: 'Ditutup',
    none: 'Tiada cabutan dibuka.',
    days: '{{count}}h',
  },
  sales: {
    title: 'Jualan hari ini ({{date}})',
    turnover: 'Jumlah jualan',
    netAmount: 'Jumlah bersih',
    tickets: 'Tiket',
  },
  top: {
    title: 'Pendedahan tertinggi, cabutan {{date}}',
    number: 'Nombor',
    amount: 'Amaun',
    none: 'Belum ada pertaruhan untuk cabutan ini.',
  },
  results: {
    title: 'Keputusan terkini',
    pool: 'Pool',
    drawDate: 'Tarikh cabutan',
    first: 'Pertama',
    second: 'Kedua',
    third: 'Ketiga',
    none: 'Belum ada keputusan diumumkan.',
  },
};
