/** What the server says for the public pages: feedback, the guarantee query and the usage guide PDF. */
export default {
  'field.feedbackType': '反馈类型',
  'field.feedbackContent': '反馈内容',
  'field.guaranteeNo': '保单号',
  'mail.feedback.subject': '【意见反馈】{{type}} {{reference}}',
  'mail.feedback.intro': '门户收到一条新的意见反馈，请在 2 个工作日内处理并回复反馈人（如留有联系方式）。',
  'mail.feedback.reference': '反馈编号',
  'mail.feedback.account': '登录账户编号',
  'mail.feedback.language': '反馈人使用语言',
  'mail.feedback.language.zh-CN': '中文',
  'mail.feedback.language.en-US': '英文',
  'public.feedback.error.tooMany': '提交过于频繁，请 {{minutes}} 分钟后再试',
  'public.guaranteeQuery.notFound': '未查询到保单，请核对保单号和投保人统一社会信用代码',
  'public.guaranteeQuery.error.numberFormat': '应为 6 至 32 位字母或数字',
  'public.guarantee.productName': '关税保证保险',
  'guide.fileName': '货运险服务平台使用指南',
  'guide.title': '货运险服务平台使用指南',
  'guide.subtitle': '登录、投保、申报、批改、报案与单证下载',
  'guide.intro':
    '本指南介绍货运险服务平台的主要操作。平台支持 Chrome、Edge、Firefox 等主流浏览器的最新版本，建议屏幕分辨率不低于 1366×768。如页面显示异常，请先刷新或清除浏览器缓存。',
  'guide.login.title': '登录与账户',
  'guide.login.body':
    '• 打开平台首页，输入账号（或邮箱）、密码和图形验证码登录；连续多次输错密码，账户将被暂时锁定。\n• 首次登录须修改初始密码，并绑定手机号用于接收短信验证码。\n• 同一用户管理多个企业账户时，可在右上角用户菜单中“切换账户”。\n• 忘记密码请联系您的客户经理或拨打客服热线重置。',
  'guide.insure.title': '在线投保',
  'guide.insure.body':
    '• 进入“投保服务 > 在线投保”，选择产品（进出口、国内运输或邮包保险）。\n• 依次填写投保人与被保险人、货物信息、运输信息（起运日期、起运港与目的港，发票号与提单号至少一项）和保险信息（主险条款、附加险、发票金额与加成比例）。\n• 系统按条款和费率计算保费；确认后提交。需人工核保的投保单在“投保单查询”中查看进度。\n• 核保通过后在线缴费，缴费成功即出具保单。中途可保存为暂存单，之后继续。',
  'guide.declare.title': '预约保单项下申报',
  'guide.declare.body':
    '• 已签订预约保单（开口保单）的客户，每票货物须在起运前申报：进入“运输申报”，选择预约保单，填写货物、运输和金额信息后提交。\n• 批量申报可下载 Excel 模板，填写后上传；系统逐行校验，出错的行会列出原因。\n• 申报金额从预约保单的可用额度中扣减；超出单票限额或条件的申报转人工审核。\n• 申报成功后可下载保险凭证，作为该票货物的保险单据。',
  'guide.correct.title': '批改',
  'guide.correct.body':
    '• 保单出具后如需更改（如船名、提单号、金额），进入“批改服务”，查询保单后申请批改，填写更改后的内容。\n• 系统先给出批改预览（包括应补或应退保费），确认后提交；需审核的批改由核保人员处理。\n• 批改生效后出具批单，与原保单一并使用；货物起运后已发生损失的，不得通过批改变更保险条件。',
  'guide.claim.title': '报案与理赔',
  'guide.claim.body':
    '• 发现货损请立即采取合理施救措施，保留现场与包装，并尽快报案：进入“理赔服务 > 报案”，按保单号或保险凭证号报案，填写出险时间、地点、原因和估损金额。\n• 报案后按系统给出的单证清单上传索赔单证（如发票、装箱单、提单、货损检验报告、向承运人的索赔函）；可下载“向承运人索赔通知书”，并在提货后尽快送达承运人，以保留追偿权利。\n• 在“理赔查询”中跟踪案件进度、补充资料和查看赔付结果。',
  'guide.documents.title': '单证下载',
  'guide.documents.body':
    '• 保单、保险凭证、投保单、批单和结算清单可在相应的查询页面中下载 PDF；电子发票在保费到账后发送至投保时填写的邮箱，也可在“保单查询”中下载。\n• 信用证项下请核对保险单据的币种、金额（通常不低于 CIF/CIP 价的 110%）、险别和签发日期（不晚于装运日）是否符合信用证要求。\n• 单证真伪可凭单证号码在平台查询，或致电客服热线核验。',
  'guide.help.title': '获取帮助',
  'guide.help.body':
    '• 常见问题：平台首页底部“常见问题”。\n• 意见反馈：登录页右侧工具栏“意见反馈”，或访问 /feedback。\n• 业务咨询：提交“业务预约”，客户经理将在 1 个工作日内与您联系。',
} as const;
