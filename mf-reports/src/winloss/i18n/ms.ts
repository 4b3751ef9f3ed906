import type { WinLossResource } from './en';

/** Malay texts of 'reports-winloss' (loaded only when chosen). */
export const ms: WinLossResource = {
  col: {
    ownWinLoss: 'Menang/kalah sendiri',
    uplineWinLoss: 'Menang/kalah upline',
    ticketCount: 'Tiket',
    time: 'Masa',
    reason: 'Sebab',
    amount: 'Amaun',
    preBalance: 'Baki sebelum',
    postBalance: 'Baki selepas',
    actor: 'Oleh',
    system: 'Sistem',
    eat: 'Makan',
    ownPayout: 'Bayaran sendiri',
    uplineNet: 'Bersih upline',
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
  reason: {
    bet: 'Pertaruhan',
    void: 'Batal (taruhan dipulangkan)',
    prize: 'Hadiah',
    payment: {
      transferCredit: {
        balance: 'Bayaran: pindah kredit (baki)',
        creditLimit: 'Bayaran: pindah kredit (had kredit)',
      },
      receiveCredit: {
        balance: 'Bayaran: terima kredit (baki)',
        creditLimit: 'Bayaran: terima kredit (had kredit)',
      },
    },
  },
};
