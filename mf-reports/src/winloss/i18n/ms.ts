import type { WinLossResource } from './en';

/** Malay texts of 'reports-winloss' (loaded only when chosen). */
export const ms: WinLossResource = {
  col: {
    username: 'Nama pengguna',
    turnover: 'Jualan',
    netAmount: 'Jumlah bersih',
    commission: 'Komisen',
    payout: 'Bayaran',
    winLoss: 'Menang/Kalah',
    ownWinLoss: 'Menang/kalah sendiri',
    uplineWinLoss: 'Menang/kalah upline',
    ticketCount: 'Tiket',
    total: 'Jumlah',
    time: 'Masa',
    reason: 'Sebab',
    amount: 'Amaun',
    preBalance: 'Baki sebelum',
    postBalance: 'Baki selepas',
    actor: 'Oleh',
    system: 'Sistem',
    eat: 'Makan',
    ownNet: 'Bersih sendiri',
    ownPayout: 'Bayaran sendiri',
    out: 'Keluar',
    uplineNet: 'Bersih upline',
    uplinePayout: 'Bayaran upline',
    pool: 'Pool',
    subtotal: 'Subjumlah',
    lines: 'Baris',
    myResult: 'Keputusan saya',
  },
  group: {
    downline: 'Downline',
    own: 'Sendiri',
    upline: 'Upline',
  },
  link: {
    lines: 'Baris',
    linesOf: 'Baris {{username}}',
    selfDetail: 'Baris yang saya makan',
  },
  msg: {
    loading: 'Memuatkan…',
  },
};
