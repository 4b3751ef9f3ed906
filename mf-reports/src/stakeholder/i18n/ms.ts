import type { StakeholderResource } from './en';

export const ms: StakeholderResource = {
  col: {
    level: 'Peringkat',
    account: 'Akaun',
    role: 'Peranan',
    pt: '% PT',
    in: 'Masuk',
    eat: 'Makan',
  },
  level: {
    bettors: 'Petaruh',
    below: 'Downline',
    account: 'Akaun',
    upline: 'Upline',
    more: '{{name}} dan {{n}} lagi',
  },
  role: {
    r1: 'Pentadbir super',
    r2: 'Pentadbir IT',
    r3: 'Syarikat',
    r4: 'Ejen',
    r5: 'Pemain',
    r6: 'Rumah',
  },
  picker: {
    account: 'Akaun',
    under: 'Di bawah {{name}}',
    itself: '{{name}} sendiri',
    none: 'Anda tiada downline untuk diikuti.',
  },
  balance: {
    label: 'Adakah ia seimbang?',
    turnover: 'Pertaruhan petaruh',
    layOff: 'Dilepaskan di atas syarikat',
    sum: 'Menang/kalah setiap peringkat dengan pelepasan',
  },
};
