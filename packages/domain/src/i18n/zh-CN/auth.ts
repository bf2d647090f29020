/** Login page: the public home with the login card (SPEC §2 "Public", §4 "Login"). */
export default {
  'auth.hero.title': '专业货运保险，全程在线服务',
  'auth.hero.subtitle':
    '为生产制造、国际贸易、货运代理与物流承运企业提供海运、空运、陆运、铁路及邮包货物运输保险，投保、申报、理赔与单证一站办理。',
  'auth.hero.point.insure': '在线投保即时报价，核保进度随时查询',
  'auth.hero.point.declare': '预约保单逐票申报或批量导入，实时出具保险凭证',
  'auth.hero.point.claim': '出险在线报案、上传单证，理赔进度全程可查',
  'auth.services.title': '一站式货运保险服务',
  'auth.services.subtitle': '登录后即可使用以下服务，业务数据按账户隔离，可在多个公司账户间切换。',

  'auth.login.title': '客户登录',
  'auth.login.subtitle': '请使用贵公司开通的账号登录',
  'auth.login.tab.account': '账号登录',
  'auth.login.tab.email': '邮箱登录',
  'auth.login.placeholder.account': '请输入账号',
  'auth.login.placeholder.email': '请输入邮箱地址',
  'auth.login.placeholder.password': '请输入密码',
  'auth.login.placeholder.verifyCode': '请输入验证码',
  'auth.login.verifyCode.alt': '图形验证码',
  'auth.login.verifyCode.refresh': '看不清？点击换一张',
  'auth.login.verifyCode.loadFailed': '加载失败，点击重试',
  'auth.login.verifyCode.unavailable': '验证码未加载成功，请点击验证码图片刷新后重试',
  'auth.login.remember': '记住账号',
  'auth.login.forgot': '忘记密码？',
  'auth.login.forgot.title': '找回密码',
  'auth.login.forgot.text':
    '为保障账户安全，密码需由您的客户经理或服务机构核实身份后重置。重置后请使用新的初始密码登录，系统将引导您立即修改密码。',
  'auth.login.submit': '登录',
  'auth.login.failed': '登录失败，请稍后重试',
  'auth.login.help': '登录遇到问题？',
  'auth.login.help.link': '查看常见问题',
} as const;
