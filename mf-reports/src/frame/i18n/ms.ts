import type { FrameResource } from './en';

/** Malay texts of 'reports-frame' (loaded only when chosen). */
export const ms: FrameResource = {
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
  msg: {
    processing: 'Pengiraan keputusan sedang diproses. Keputusan laporan tidak tepat buat sementara.',
    badRange: 'Tarikh mula tidak boleh selepas tarikh akhir.',
    drillHint: 'Klik baris ejen untuk melihat downline.',
  },
};
