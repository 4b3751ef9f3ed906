import type { Resource } from './en';

export const ms: Resource = {
  payment: {
    formTitle: 'Buat pembayaran',
    target: 'Downline',
    type: 'Jenis pembayaran',
    transfer: 'Pindah kredit',
    receive: 'Terima kredit',
    transferExplain:
      'Anda membayar {{target}}: amaun keluar dari pihak anda dan baki {{target}} berkurang sebanyak itu.',
    receiveExplain:
      '{{target}} membayar anda: amaun masuk ke pihak anda dan baki {{target}} bertambah sebanyak itu.',
    explainNoTarget: 'Pilih downline untuk melihat siapa membayar siapa.',
    amount: 'Amaun',
    submit: 'Buat pembayaran',
    confirm: '{{type}} sebanyak {{amount}} dengan {{target}}?',
    done: 'Pembayaran dibuat: {{target}} {{initial}} → {{final}}.',
    resultTitle: 'Pembayaran terakhir',
    historyTitle: 'Sejarah pembayaran',
    from: 'Dari',
    to: 'Hingga',
    search: 'Cari',
    date: 'Tarikh',
    initiator: 'Dibuat oleh',
    initialAmount: 'Amaun awal',
    finalAmount: 'Amaun akhir',
    noDownline: 'Anda tiada downline langsung untuk dibayar.',
    currentBalance: 'Baki semasa',
    creditLeft: 'Baki kredit',
    creditLimit: 'Had kredit',
  },
};
