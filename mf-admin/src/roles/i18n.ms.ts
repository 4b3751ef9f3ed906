import type { RolesResource } from './i18n';

export const rolesMs: RolesResource = {
  list: { title: 'Peranan', name: 'Nama', description: 'Keterangan', status: 'Status', functions: 'Fungsi', assigned: 'Kakitangan', updated: 'Dikemas kini', actions: 'Tindakan' },
  status: { enabled: 'Aktif', disabled: 'Tidak aktif' },
  form: {
    create: 'Peranan baharu', edit: 'Ubah peranan {{name}}', name: 'Nama peranan', description: 'Keterangan', status: 'Status',
    permissions: 'Kebenaran', function: 'Fungsi', save: 'Simpan', cancel: 'Batal', saved: 'Peranan disimpan.',
  },
  levels: { l1: 'Lihat', l2: 'Cipta', l3: 'Ubah', l4: 'Padam' },
  assign: {
    title: 'Tetapkan peranan kepada akaun kakitangan', role: 'Peranan', none: '(buang peranan)', staff: 'Akaun kakitangan',
    noStaff: 'Tiada akaun kakitangan (sub-akaun super admin).', current: 'semasa: {{role}}', submit: 'Tetapkan',
    done: 'Peranan ditetapkan kepada {{count}} akaun.', pickStaff: 'Tandakan sekurang-kurangnya satu akaun kakitangan.',
  },
  actions: { edit: 'Ubah', create: 'Peranan baharu' },
};
