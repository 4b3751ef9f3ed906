import type { ShellResource } from './i18n';

export const shellMs: ShellResource = {
  app: {
    loading: 'Sedang dimuatkan…',
  },
  login: {
    heading: 'Log masuk ke akaun anda',
    tagline: 'Pejabat belakang untuk perniagaan loteri 4D',
    username: 'Nama pengguna',
    password: 'Kata laluan',
    submit: 'Log Masuk',
    submitting: 'Sedang log masuk…',
    failed: 'Log masuk gagal. Sila cuba lagi.',
  },
  terms: {
    title: 'Terma dan Syarat',
    intro: 'Sila baca dan terima terma dan syarat sebelum meneruskan.',
    age: 'Anda mesti berumur 18 tahun ke atas untuk menggunakan perkhidmatan ini.',
    use: 'Sistem ini hanya untuk mengurus perniagaan anda sendiri. Anda bertanggungjawab atas setiap tindakan yang dibuat dengan log masuk anda.',
    credit:
      'Kredit, pertaruhan dan pembayaran yang direkodkan di sini mengikat sebaik sahaja disahkan. Keputusan adalah muktamad sebaik sahaja dikeluarkan.',
    privacy:
      'Rahsiakan kata laluan dan kata laluan kedua anda. Log keluar apabila anda meninggalkan komputer.',
    accept: 'Saya mengesahkan bahawa saya berumur 18 tahun ke atas dan saya menerima terma dan syarat.',
    continue: 'Terima dan teruskan',
  },
  header: {
    profile: 'Profil saya',
    creditLeft: 'Baki kredit',
    creditLimit: 'Had kredit',
    unlimited: 'Tanpa had',
    refreshCredit: 'Klik untuk muat semula kredit',
    logout: 'Log Keluar',
    fightLimit: 'Had makan',
    redNumber: 'Nombor merah',
    resendOrderLimit: 'Had hantar semula pesanan',
    language: 'Bahasa',
  },
  menu: {
    label: 'Menu utama',
  },
  profile: {
    menu: 'Menu profil',
    manageProfile: 'Urus profil',
    editFightLimit: 'Sunting had makan',
    redPackage: 'Tetapan pakej merah',
    changePassword: 'Tukar kata laluan',
  },
  changePassword: {
    title: 'Tukar kata laluan',
    oldPassword: 'Kata laluan lama',
    newPassword: 'Kata laluan baharu',
    confirmPassword: 'Sahkan kata laluan baharu',
    submit: 'Tukar kata laluan',
    cancel: 'Batal',
    done: 'Kata laluan anda telah ditukar.',
  },
  secondary: {
    title: 'Kata laluan kedua',
    password: 'Kata laluan kedua',
    submit: 'Teruskan',
    cancel: 'Batal',
  },
  dashboard: {
    welcome: 'Selamat datang, {{username}}',
    role: 'Peranan',
    account: 'Akaun',
    mainAccount: 'Akaun utama',
    subAccount: 'Sub-akaun',
    creditLeft: 'Baki kredit',
    creditLimit: 'Had kredit',
    unlimited: 'Tanpa had',
    hint: 'Pilih skrin daripada menu di sebelah kiri.',
  },
  role: {
    '1': 'Pentadbir super',
    '2': 'Pentadbir IT',
    '3': 'Syarikat',
    '4': 'Pelbagai peringkat',
    '5': 'Pemain',
    '6': 'Rumah',
  },
  help: {
    menu: 'Menu bernombor di sebelah kiri menyenaraikan setiap skrin yang boleh dibuka oleh akaun anda. Sesetengah entri meminta kata laluan kedua terlebih dahulu.',
    header:
      'Pengepala menunjukkan baki kredit dan had kredit anda; klik angka untuk memuat semula. FL membuka had makan dalam tetingkap baharu, RN membuka nombor merah.',
    language: 'Tukar bahasa dengan menu bahasa di bahagian atas kanan. Pilihan anda akan diingati.',
    session:
      'Demi keselamatan anda, anda akan dilog keluar selepas 30 minit tanpa aktiviti, dan apabila anda log masuk dari tab lain.',
    contact: 'Untuk hal lain, sila hubungi upline anda atau pentadbir sistem.',
  },
  errors: {
    notFound: 'Halaman tidak ditemui',
    notFoundHint: 'Alamat {{path}} tidak wujud.',
    permissionDenied: 'Kebenaran Ditolak',
    permissionDeniedHint: 'Akaun anda tidak dibenarkan membuka skrin ini.',
    toDashboard: 'Pergi ke papan pemuka',
  },
  remotes: {
    kernelMismatch:
      'Modul ini dibina untuk kontrak kernel {{remoteKernel}}, tetapi aplikasi ini menjalankan kontrak kernel {{shellKernel}}. Versi utamanya berbeza, jadi ia tidak dibuka. Sila minta pentadbir melancarkan versi yang serasi.',
    kernelMalformed:
      'Modul ini mengisytiharkan versi kontrak kernel yang tidak sah ({{remoteKernel}}; aplikasi ini menjalankan {{shellKernel}}), jadi ia tidak dibuka.',
  },
};
