import type { CreditResource } from './i18n';

export const creditMs: CreditResource = {
  common: {
    save: 'Simpan', cancel: 'Batal', edit: 'Ubah', create: 'Baharu', actions: 'Tindakan', username: 'Nama pengguna', fullName: 'Nama penuh',
    status: 'Status', active: 'Aktif', inactive: 'Tidak aktif', suspended: 'Digantung', yes: 'Ya', no: 'Tidak', saved: 'Disimpan.',
    self: 'Saya', downline: 'Downline', noLimit: 'Tiada had', unavailable: 'Bahagian ini belum tersedia.',
  },
  fn: {
    Downline: 'Downline', 'Main Account': 'Akaun Utama', 'Bet Schedule': 'Jadual Pertaruhan', Bet: 'Pertaruhan', 'Bet History': 'Sejarah Pertaruhan',
    Company: 'Syarikat', 'Fight Limit': 'Had Makan', 'Red Number': 'Nombor Merah', 'Stakeholder Report': 'Laporan Pemegang Saham',
    'Inbox Report': 'Laporan Peti Masuk', 'Profit Loss Report': 'Laporan Untung Rugi', 'Daily Sales Report': 'Laporan Jualan Harian',
    'Group Sales Report': 'Laporan Jualan Kumpulan', 'Map Report': 'Laporan Peta', 'Total Bet Report': 'Laporan Jumlah Pertaruhan',
    'Total Stake Report': 'Laporan Jumlah Taruhan', 'Payout Report': 'Laporan Bayaran', 'Winning Report': 'Laporan Kemenangan',
    'GD Win Loss Report': 'Laporan Menang Kalah GD', 'Payment Report': 'Laporan Pembayaran', 'Package List': 'Senarai Pakej',
    'WinLoss Earned Report': 'Laporan Menang Kalah Diperoleh', 'WinLoss Occupied Report': 'Laporan Menang Kalah Dimiliki',
    'Master Resend Order': 'Hantar Semula Pesanan Induk', 'Resend Order': 'Hantar Semula Pesanan',
  },
  access: { function: 'Fungsi', level1: 'Lihat', level2: 'Cipta', level3: 'Ubah', level4: 'Padam', notGranted: 'Akaun anda sendiri tiada hak ini' },
  sub: {
    listTitle: 'Sub-akaun', formCreate: 'Sub-akaun baharu', formEdit: 'Ubah sub-akaun {{username}}', password: 'Kata laluan',
    confirmPassword: 'Sahkan kata laluan', passwordHintEdit: 'Biarkan kosong untuk mengekalkan kata laluan semasa.', accessTitle: 'Akses',
    reportAccessTitle: 'Akses laporan', targetLinesTitle: 'Talian sasaran',
    targetLinesHint: 'Downline langsung yang boleh diurus oleh sub-akaun ini. Tiada tanda = semua.', noTargetLines: 'Tiada downline langsung.',
    created: 'Sub-akaun dicipta.', updated: 'Sub-akaun dikemas kini.', accessCount: 'Akses', lastLogin: 'Log masuk terakhir', createdAt: 'Dicipta',
  },
  fight: {
    forWhom: 'Akaun', positionTaking: 'Pengambilan posisi (%)', grouping: 'Kumpulan', amountBase: 'Asas amaun (had setiap kod taruhan)',
    totalBase: 'Asas jumlah (satu had untuk semua kod satu nombor)', groupBase: 'Asas kumpulan (had setiap permainan)',
    maxFightLimit: 'Had makan maksimum', limitsTitle: 'Had makan', limitsHint: 'Kosong = tiada had (hanya pengambilan posisi); 0 = tidak makan langsung.',
    betCode: 'Kod taruhan', game: 'Permainan', total: 'Jumlah setiap nombor', limit: 'Had', saved: 'Had makan disimpan.', pick: 'Pilih akaun',
  },
  payment: {
    formTitle: 'Buat pembayaran', target: 'Downline', type: 'Jenis pembayaran', transfer: 'Pindah kredit', receive: 'Terima kredit',
    transferExplain: 'Anda membayar {{target}}: amaun keluar dari pihak anda dan baki {{target}} berkurang sebanyak itu.',
    receiveExplain: '{{target}} membayar anda: amaun masuk ke pihak anda dan baki {{target}} bertambah sebanyak itu.',
    explainNoTarget: 'Pilih downline untuk melihat siapa membayar siapa.', amount: 'Amaun', submit: 'Buat pembayaran',
    confirm: '{{type}} sebanyak {{amount}} dengan {{target}}?', done: 'Pembayaran dibuat: {{target}} {{initial}} → {{final}}.',
    resultTitle: 'Pembayaran terakhir', historyTitle: 'Sejarah pembayaran', from: 'Dari', to: 'Hingga', search: 'Cari', date: 'Tarikh',
    initiator: 'Dibuat oleh', initialAmount: 'Amaun awal', finalAmount: 'Amaun akhir', noDownline: 'Anda tiada downline langsung untuk dibayar.',
    currentBalance: 'Baki semasa', creditLeft: 'Baki kredit', creditLimit: 'Had kredit',
  },
  resend: { title: 'Had hantar semula pesanan setiap downline', enable: 'Aktif', limit: 'Had', saved: 'Had hantar semula pesanan disimpan.' },
  profile: {
    detailsTitle: 'Profil saya', role: 'Peranan', creditLimit: 'Had kredit', creditLeft: 'Baki kredit', balance: 'Baki', outstanding: 'Tertunggak',
    unlimited: 'Tanpa had', phone: 'Nombor telefon', email: 'E-mel', saved: 'Profil disimpan.', passwordTitle: 'Tukar kata laluan',
    oldPassword: 'Kata laluan semasa', newPassword: 'Kata laluan baharu', confirmPassword: 'Sahkan kata laluan baharu',
    changePassword: 'Tukar kata laluan', passwordChanged: 'Kata laluan ditukar.',
    roles: { r1: 'Super admin', r2: 'Admin IT', r3: 'Syarikat', r4: 'Pelbagai peringkat', r5: 'Pemain', r6: 'Rumah' },
  },
};
