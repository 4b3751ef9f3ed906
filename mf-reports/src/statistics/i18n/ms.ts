import type { StatisticsResource } from './en';

export const ms: StatisticsResource = {
  col: {
    released: 'Diumumkan',
    ticketCount: 'Tiket',
    ownWinLoss: 'Menang/kalah sendiri',
    yes: 'Ya',
    no: 'Belum',
  },
  chart: {
    salesTitle: 'Jualan mengikut tarikh cabutan dan pool, dan jumlah bersih',
    payoutTitle: 'Bayaran mengikut tarikh cabutan dan pool, dan menang/kalah',
    dateAxis: 'Tarikh cabutan',
    amountAxis: 'Amaun ({{currency}})',
    amountAxisPlain: 'Amaun',
    netLine: 'Jumlah bersih (semua pool)',
    winLossLine: 'Menang/Kalah (semua pool)',
    empty: 'Tiada apa untuk dicartakan dalam julat ini.',
  },
};
