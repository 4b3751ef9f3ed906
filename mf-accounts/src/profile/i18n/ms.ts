import type { Resource } from './en';

export const ms: Resource = {
  common: {
    username: 'Nama pengguna',
    fullName: 'Nama penuh',
    status: 'Status',
    active: 'Aktif',
    inactive: 'Tidak aktif',
    suspended: 'Digantung',
  },
  profile: {
    detailsTitle: 'Profil saya',
    role: 'Peranan',
    creditLimit: 'Had kredit',
    creditLeft: 'Baki kredit',
    balance: 'Baki',
    outstanding: 'Tertunggak',
    unlimited: 'Tanpa had',
    phone: 'Nombor telefon',
    email: 'E-mel',
    saved: 'Profil disimpan.',
    passwordTitle: 'Tukar kata laluan',
    oldPassword: 'Kata laluan semasa',
    newPassword: 'Kata laluan baharu',
    confirmPassword: 'Sahkan kata laluan baharu',
    changePassword: 'Tukar kata laluan',
    passwordChanged: 'Kata laluan ditukar.',
    roles: {
      r1: 'Pentadbir super',
      r2: 'Admin IT',
      r3: 'Syarikat',
      r4: 'Pelbagai peringkat',
      r5: 'Pemain',
      r6: 'Rumah',
    },
  },
};
