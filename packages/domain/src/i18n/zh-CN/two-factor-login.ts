/** Two-factor sign-in at login (the login page's second step, customer and staff) and its messages. */
export default {
  'twoFactor.login.title': '两步验证',
  'twoFactor.login.hint': '请输入身份验证器 App 中显示的 6 位动态码，或一个恢复码。',
  'twoFactor.login.codeLabel': '动态码或恢复码',
  'twoFactor.login.submit': '验证并登录',
  'twoFactor.login.back': '返回重新登录',
  'twoFactor.enrol.title': '设置两步验证',
  'twoFactor.enrol.required': '您的账号要求两步验证，设置完成后才能登录。',
  'twoFactor.enrol.steps':
    '用身份验证器 App（如 Google Authenticator、Microsoft Authenticator）扫描下方二维码，或手动输入密钥，再输入 App 显示的 6 位动态码。',
  'twoFactor.enrol.qrAlt': '两步验证二维码',
  'twoFactor.enrol.secret': '密钥',
  'twoFactor.enrol.codeLabel': '6 位动态码',
  'twoFactor.enrol.submit': '确认并登录',
  'twoFactor.enrol.loading': '正在生成密钥…',
  'twoFactor.recovery.title': '请保存恢复码',
  'twoFactor.recovery.hint':
    '手机丢失或无法使用 App 时，可用恢复码代替动态码登录。每个恢复码只能使用一次，且只显示这一次，请抄下或存放在安全的地方。',
  'twoFactor.recovery.continue': '我已保存，继续',
  'twoFactor.validation.totpCode': '请输入 6 位数字动态码',
  'twoFactor.validation.signInCode': '请输入 6 位数字动态码，或 8 位恢复码',
  'twoFactor.error.challengeExpired': '验证已过期或已使用，请重新输入密码登录',
  'twoFactor.error.codeWrong': '动态码或恢复码不正确，或该动态码已使用过',
  'twoFactor.error.locked': '错误次数过多，请 {{minutes}} 分钟后再试',
};
