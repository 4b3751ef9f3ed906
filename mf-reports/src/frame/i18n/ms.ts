import type { FrameResource } from './en';

/** Malay texts of 'reports-frame' (loaded only when chosen). */
export const ms: FrameResource = {
  filter: {
    from: 'Tarikh mula',
    drawDate: 'Tarikh cabutan',
    to: 'Tarikh akhir',
    pools: 'Pool',
    allPools: 'Semua pool',
    search: 'Cari',
    account: 'Akaun',
    currency: 'Mata wang',
    quick: 'Pilihan pantas',
    all: 'Semua',
  },
  pick: {
    lastDraw: 'Cabutan lepas',
    thisWeek: 'Minggu ini',
    lastWeek: 'Minggu lepas',
    thisMonth: 'Bulan ini',
    lastMonth: 'Bulan lepas',
  },
  crumb: {
    label: 'Melihat',
    self: 'Downline saya',
  },
  msg: {
    processing: 'Pengiraan keputusan sedang diproses. Keputusan laporan tidak tepat buat sementara.',
    badRange: 'Tarikh mula tidak boleh selepas tarikh akhir.',
    noDate: 'Sila pilih tarikh mula dan tarikh akhir.',
    rangeTooLong: 'Julat tarikh boleh meliputi paling banyak 366 hari.',
    drillHint: 'Klik baris ejen untuk melihat downline.',
  },
  receipt: {
    title: 'Tiket {{ticketNo}}',
    betString: 'Rentetan pertaruhan',
    receipt: 'Resit',
    close: 'Tutup',
    loading: 'Memuatkan…',
    failed: 'Resit tidak dapat dimuatkan.',
  },
};
