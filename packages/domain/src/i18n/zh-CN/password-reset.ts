/** Self-service password reset (issue 44): the two pages, the mails and the SMS. */
export default {
  'passwordReset.forgot.title': '找回密码',
  'passwordReset.forgot.intro':
    '输入登录账号或邮箱，我们会把重置链接发到账号的邮箱；也可以用已绑定的手机号接收短信验证码。',
  'passwordReset.forgot.tab.mail': '通过邮箱',
  'passwordReset.forgot.tab.sms': '通过手机短信',
  'passwordReset.forgot.placeholder.identifier': '请输入登录账号或邮箱',
  'passwordReset.forgot.placeholder.mobile': '请输入已绑定的手机号',
  'passwordReset.forgot.placeholder.code': '请输入短信验证码',
  'passwordReset.forgot.placeholder.verifyCode': '请输入图形验证码',
  'passwordReset.forgot.sendLink': '发送重置链接',
  'passwordReset.forgot.sendCode': '发送验证码',
  'passwordReset.forgot.mailSent':
    '如该账号或邮箱属于门户用户，重置链接已发到账号的邮箱，{{minutes}} 分钟内有效，只能使用一次。没有收到？请检查垃圾邮件，或稍后重试。',
  'passwordReset.forgot.smsSent':
    '如该手机号已绑定门户用户，验证码已发送，{{minutes}} 分钟内有效。请在下方输入验证码和新密码。',
  'passwordReset.forgot.staffNote': '保险公司员工账号不能在此重置密码，请联系运营管理员。',
  'passwordReset.forgot.backToLogin': '返回登录',
  'field.identifier': '登录账号或邮箱',
  'passwordReset.field.smsCode': '短信验证码',
  'passwordReset.set.title': '设置新密码',
  'passwordReset.set.intro': '请设置新密码。设置后，该用户在所有设备上的登录都将退出。',
  'passwordReset.set.submit': '保存新密码',
  'passwordReset.set.noToken': '链接不完整，请打开邮件中的完整链接，或重新申请。',
  'passwordReset.set.requestAgain': '重新申请',
  'passwordReset.done.title': '密码已重置',
  'passwordReset.done.text': '请使用账号 {{loginName}} 和新密码登录。',
  'passwordReset.done.toLogin': '去登录',
  'passwordReset.error.linkInvalid': '重置链接无效或已过期，请重新申请。',
  'passwordReset.error.tooManyRequests': '该账号的重置申请过于频繁，请 {{minutes}} 分钟后再试',
  'passwordReset.mail.subject': '重置货运险门户密码',
  'passwordReset.mail.body':
    '您好，{{userName}}：\n我们收到了重置货运险门户账号 {{loginName}} 密码的申请。请在 {{minutes}} 分钟内打开以下链接设置新密码（只能使用一次）：\n{{link}}\n如非本人操作，请忽略本邮件，您的密码不会改变。',
  'passwordReset.notice.subject': '您的货运险门户密码已修改',
  'passwordReset.notice.body':
    '您好，{{userName}}：\n账号 {{loginName}} 的密码已于 {{time}}（北京时间）通过找回密码重置（来自 IP {{ip}}），所有设备上的登录均已退出。\n如非本人操作，请立即通过“忘记密码”重置密码并联系您的客户经理。',
  'passwordReset.sms.body':
    '【货运险门户】您正在重置密码，验证码为 {{code}}，{{minutes}} 分钟内有效。请勿泄露给他人；如非本人操作，请忽略本短信。',
} as const;
