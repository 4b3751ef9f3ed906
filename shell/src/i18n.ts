import { addResources } from '@drawdesk/shared-kernel/i18n';

/**
 * The shell's interface text, namespace 'shell' (ARCHITECTURE 2). Keys are `area.phrase`;
 * `en` is the reference shape, zh (Simplified Chinese) and ms (Malay) must match it exactly.
 */
const en = {
  app: {
    loading: 'Loading…',
  },
  login: {
    heading: 'Sign in to your account',
    tagline: 'Back office for 4D lottery businesses',
    username: 'Username',
    password: 'Password',
    submit: 'Login',
    submitting: 'Signing in…',
    failed: 'Login failed. Please try again.',
  },
  terms: {
    title: 'Terms and Conditions',
    intro: 'Please read and accept the terms and conditions before you continue.',
    age: 'You must be 18 years of age or older to use this service.',
    use: 'This system is for the management of your own business only. You are responsible for every action taken with your login.',
    credit: 'Credit, bets and payments recorded here are binding once confirmed. Results are final as released.',
    privacy: 'Keep your password and secondary password secret. Log out when you leave your computer.',
    accept: 'I confirm that I am 18 years of age or older and I accept the terms and conditions.',
    continue: 'Accept and continue',
  },
  header: {
    profile: 'My profile',
    creditLeft: 'Credit left',
    creditLimit: 'Credit limit',
    unlimited: 'Unlimited',
    refreshCredit: 'Click to refresh credit',
    logout: 'Logout',
    fightLimit: 'Fight limit',
    redNumber: 'Red number',
    resendOrderLimit: 'Resend order limit',
    language: 'Language',
  },
  menu: {
    label: 'Main menu',
  },
  profile: {
    menu: 'Profile menu',
    manageProfile: 'Manage profile',
    editFightLimit: 'Edit fight limit',
    redPackage: 'Red package settings',
    changePassword: 'Change password',
  },
  changePassword: {
    title: 'Change password',
    oldPassword: 'Old password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Change password',
    cancel: 'Cancel',
    done: 'Your password has been changed.',
  },
  secondary: {
    title: 'Secondary password',
    password: 'Secondary password',
    submit: 'Proceed',
    cancel: 'Cancel',
  },
  dashboard: {
    welcome: 'Welcome, {{username}}',
    role: 'Role',
    account: 'Account',
    mainAccount: 'Main account',
    subAccount: 'Sub-account',
    creditLeft: 'Credit left',
    creditLimit: 'Credit limit',
    unlimited: 'Unlimited',
    hint: 'Choose a screen from the menu on the left.',
  },
  role: {
    '1': 'Super admin',
    '2': 'IT admin',
    '3': 'Company',
    '4': 'Multilevel',
    '5': 'Player',
    '6': 'House',
  },
  help: {
    menu: 'The numbered menu on the left lists every screen your account may open. Some entries ask for your secondary password first.',
    header: 'The header shows your credit left and credit limit; click the figures to refresh them. FL opens the fight limit in a new window, RN opens the red numbers.',
    language: 'Change the language with the language menu at the top right. Your choice is remembered.',
    session: 'For your safety you are logged out after 30 minutes without activity, and when you log in from another tab.',
    contact: 'For anything else, please contact your upline or the system admin.',
  },
  errors: {
    notFound: 'Page not found',
    notFoundHint: 'The address {{path}} does not exist.',
    permissionDenied: 'Permission Denied',
    permissionDeniedHint: 'Your account may not open this screen.',
    toDashboard: 'Go to the dashboard',
  },
};

/** Same keys as English, every value a string. */
export type ShellResource = { [G in keyof typeof en]: { [K in keyof (typeof en)[G]]: string } };

const zh: ShellResource = {
  app: {
    loading: '加载中…',
  },
  login: {
    heading: '登录您的账户',
    tagline: '4D 彩票业务后台管理系统',
    username: '用户名',
    password: '密码',
    submit: '登录',
    submitting: '正在登录…',
    failed: '登录失败，请重试。',
  },
  terms: {
    title: '条款与条件',
    intro: '继续之前，请阅读并接受条款与条件。',
    age: '您必须年满 18 岁方可使用本服务。',
    use: '本系统仅用于管理您自己的业务。您须对使用您的账户所进行的每一项操作负责。',
    credit: '在此记录的信用额度、投注和付款一经确认即具约束力。开彩结果以发布为准。',
    privacy: '请妥善保管您的密码和二级密码。离开电脑时请退出登录。',
    accept: '本人确认已年满 18 岁，并接受条款与条件。',
    continue: '接受并继续',
  },
  header: {
    profile: '我的资料',
    creditLeft: '剩余信用额',
    creditLimit: '信用额度',
    unlimited: '无限制',
    refreshCredit: '点击刷新信用额',
    logout: '退出',
    fightLimit: '吃码限额',
    redNumber: '红字号码',
    resendOrderLimit: '重发订单限额',
    language: '语言',
  },
  menu: {
    label: '主菜单',
  },
  profile: {
    menu: '个人菜单',
    manageProfile: '管理个人资料',
    editFightLimit: '编辑吃码限额',
    redPackage: '红包设置',
    changePassword: '修改密码',
  },
  changePassword: {
    title: '修改密码',
    oldPassword: '旧密码',
    newPassword: '新密码',
    confirmPassword: '确认新密码',
    submit: '修改密码',
    cancel: '取消',
    done: '您的密码已修改。',
  },
  secondary: {
    title: '二级密码',
    password: '二级密码',
    submit: '继续',
    cancel: '取消',
  },
  dashboard: {
    welcome: '欢迎，{{username}}',
    role: '角色',
    account: '账户',
    mainAccount: '主账户',
    subAccount: '子账户',
    creditLeft: '剩余信用额',
    creditLimit: '信用额度',
    unlimited: '无限制',
    hint: '请从左侧菜单选择页面。',
  },
  role: {
    '1': '超级管理员',
    '2': 'IT 管理员',
    '3': '公司',
    '4': '多级代理',
    '5': '玩家',
    '6': '庄家',
  },
  help: {
    menu: '左侧带编号的菜单列出您的账户可以打开的所有页面。部分页面需要先输入二级密码。',
    header: '页头显示您的剩余信用额和信用额度，点击数字即可刷新。FL 在新窗口中打开吃码限额，RN 打开红字号码。',
    language: '可通过右上角的语言菜单切换语言，系统会记住您的选择。',
    session: '为了您的安全，闲置 30 分钟或在其他标签页登录后，系统将自动退出登录。',
    contact: '如有其他问题，请联系您的上线或系统管理员。',
  },
  errors: {
    notFound: '找不到页面',
    notFoundHint: '地址 {{path}} 不存在。',
    permissionDenied: '权限不足',
    permissionDeniedHint: '您的账户无权打开此页面。',
    toDashboard: '前往仪表板',
  },
};

const ms: ShellResource = {
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
    credit: 'Kredit, pertaruhan dan pembayaran yang direkodkan di sini mengikat sebaik sahaja disahkan. Keputusan adalah muktamad sebaik sahaja dikeluarkan.',
    privacy: 'Rahsiakan kata laluan dan kata laluan kedua anda. Log keluar apabila anda meninggalkan komputer.',
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
    header: 'Pengepala menunjukkan baki kredit dan had kredit anda; klik angka untuk memuat semula. FL membuka had makan dalam tetingkap baharu, RN membuka nombor merah.',
    language: 'Tukar bahasa dengan menu bahasa di bahagian atas kanan. Pilihan anda akan diingati.',
    session: 'Demi keselamatan anda, anda akan dilog keluar selepas 30 minit tanpa aktiviti, dan apabila anda log masuk dari tab lain.',
    contact: 'Untuk hal lain, sila hubungi upline anda atau pentadbir sistem.',
  },
  errors: {
    notFound: 'Halaman tidak ditemui',
    notFoundHint: 'Alamat {{path}} tidak wujud.',
    permissionDenied: 'Kebenaran Ditolak',
    permissionDeniedHint: 'Akaun anda tidak dibenarkan membuka skrin ini.',
    toDashboard: 'Pergi ke papan pemuka',
  },
};

export const SHELL_NAMESPACE = 'shell';
export const shellResources: { en: ShellResource; zh: ShellResource; ms: ShellResource } = { en, zh, ms };

/** Registers the shell's bundles on the shared i18next instance. */
export function registerShellTranslations(): void {
  addResources(SHELL_NAMESPACE, shellResources);
}
