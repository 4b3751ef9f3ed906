import type { Resource } from './en';

export const ms: Resource = {
  common: {
    save: 'Simpan',
    self: 'Saya',
    noLimit: 'Tiada had',
  },
  fight: {
    forWhom: 'Akaun',
    positionTaking: 'Pengambilan posisi (%)',
    grouping: 'Kumpulan',
    amountBase: 'Asas amaun (had setiap kod taruhan)',
    totalBase: 'Asas jumlah (satu had untuk semua kod satu nombor)',
    groupBase: 'Asas kumpulan (had setiap permainan)',
    maxFightLimit: 'Had makan maksimum',
    limitsTitle: 'Had makan',
    limitsHint: 'Kosong = tiada had (hanya pengambilan posisi); 0 = tidak makan langsung.',
    betCode: 'Kod taruhan',
    game: 'Permainan',
    total: 'Jumlah setiap nombor',
    limit: 'Had',
    saved: 'Had makan disimpan.',
    pick: 'Pilih akaun',
  },
};
