import type { ShellResource } from './i18n';

export const shellZh: ShellResource = {
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
    header:
      '页头显示您的剩余信用额和信用额度，点击数字即可刷新。FL 在新窗口中打开吃码限额，RN 打开红字号码。',
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
  remotes: {
    kernelMismatch:
      '此模块基于内核契约 {{remoteKernel}} 构建，而本应用运行的是内核契约 {{shellKernel}}。主版本号不同，因此不予打开。请联系管理员发布兼容的版本。',
    kernelMalformed:
      '此模块声明的内核契约版本无效（{{remoteKernel}}；本应用运行 {{shellKernel}}），因此不予打开。',
  },
};
