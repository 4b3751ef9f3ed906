import type { DetailsResource } from './en';

/** Malay texts of 'reports-details' (loaded only when chosen). */
export const ms: DetailsResource = {
  col: {
    ticketNo: 'No. tiket',
    bettor: 'Pertaruh',
    code: 'Kod',
    kind: 'Jenis',
    stake: 'Taruhan',
    in: 'Masuk',
    eat: 'Makan',
    ownPayout: 'Bayaran sendiri',
    ownWinLoss: 'Menang/kalah sendiri',
    tier: 'Hadiah',
  },
  tier: {
    t1: 'Pertama',
    t2: 'Kedua',
    t3: 'Ketiga',
    t4: 'Keempat',
    t5: 'Kelima',
    t6: 'Keenam',
  },
  label: {
    drawDate: 'Tarikh cabutan',
    pool: 'Pool',
    fiveD: 'Nombor 5D',
    sixD: 'Nombor 6D',
    jackpot1: 'Jackpot pertama',
    jackpot2: 'Jackpot kedua',
    none: 'Tiada',
  },
  msg: {
    badQuery: 'Halaman ini memerlukan penapisnya dalam alamat. Bukanya dari laporan.',
    noResult: 'Tiada keputusan disimpan untuk cabutan ini.',
    notReleased: 'Keputusan cabutan ini belum diumumkan: tiada baris menang.',
    processing: 'Pengiraan keputusan sedang diproses. Keputusan laporan tidak tepat buat sementara.',
  },
};
