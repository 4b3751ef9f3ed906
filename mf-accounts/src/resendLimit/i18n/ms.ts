import type { Resource } from './en';

export const ms: Resource = {
  common: {
    save: 'Simpan',
    edit: 'Ubah',
    username: 'Nama pengguna',
    yes: 'Ya',
    no: 'Tidak',
  },
  resend: {
    title: 'Had hantar semula pesanan setiap downline',
    enable: 'Aktif',
    limit: 'Had',
    saved: 'Had hantar semula pesanan disimpan.',
  },
};
