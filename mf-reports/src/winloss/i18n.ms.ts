import type { WinLossResource } from './i18n';

export const winLossMs: WinLossResource = {
  filter: {
    from: 'Tarikh mula',
    to: 'Tarikh akhir',
    pools: 'Pool',
    allPools: 'Semua pool',
    search: 'Cari',
    account: 'Akaun',
    currency: 'Mata wang',
  },
  crumb: {
    label: 'Melihat',
    self: 'Downline saya',
  },
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
  },
  msg: {
    processing: 'Pengiraan keputusan sedang diproses. Keputusan laporan tidak tepat buat sementara.',
    badRange: 'Tarikh mula tidak boleh selepas tarikh akhir.',
    drillHint: 'Klik baris ejen untuk melihat downline.',
  },
};
