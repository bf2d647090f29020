/** The full FAQ page (/faq): its groups, search, and the questions beyond the common ones (public.ts). */
export default {
  'public.faqPage.title': '常见问题',
  'public.faqPage.subtitle': '货运险投保、申报、批改、理赔、发票与单证，以及平台使用的完整问答',
  'public.faqPage.search': '搜索问题或答案中的关键词',
  'public.faqPage.noMatch': '没有与“{{query}}”相关的问题。可换个关键词，或通过意见反馈告诉我们。',
  'public.faqPage.matches_other': '找到 {{count}} 个相关问题',
  'public.faqPage.group.insuring': '投保',
  'public.faqPage.group.declaration': '预约保单与申报',
  'public.faqPage.group.correction': '批改',
  'public.faqPage.group.claims': '理赔',
  'public.faqPage.group.invoices': '发票',
  'public.faqPage.group.documents': '单证',
  'public.faqPage.group.account': '账户与登录',
  'public.faqPage.feedback': '没有找到答案？',
  'public.faqPage.feedback.link': '提交意见反馈',
  'public.faq.all': '查看全部常见问题',
  'public.faq.premiumPayment.question': '保费如何支付？什么时候出具保单？',
  'public.faq.premiumPayment.answer':
    '核保通过后，在“投保单查询”中点击“支付”，可选择网银、扫码等方式在线支付保费。支付成功后系统即出具电子保单，可立即下载。\n已签订结算协议的企业客户，保费可按月结算：出单后保费计入结算清单，在“结算查询”中查看并按约定期限支付。\n未在约定时间内付款的投保单不出具保单；起运前未付费的，保险责任不开始。',
  'public.faq.declarationTiming.question': '预约保单项下必须在什么时候申报？漏报了怎么办？',
  'public.faq.declarationTiming.answer':
    '每票货物应在起运前申报，最迟不晚于预约保单约定的申报期限。按照预约保险合同，被保险人须如实、逐票申报属于预约范围的全部货物，不得选择性申报。\n因疏忽漏报的，请尽快补报并说明原因；补报时货物已经发生损失的，不能通过补报获得保障。故意不申报或选择性申报的，保险人可按合同约定解除预约保单。',
  'public.faq.batchDeclaration.question': '批量申报时上传的 Excel 有错误怎么办？',
  'public.faq.batchDeclaration.answer':
    '系统逐行校验上传的文件：全部通过的行生成申报，有错误的行不生成，并在错误清单中列出行号、字段和原因。按错误清单修改后，只需重新上传出错的行。\n请使用平台提供的最新模板，不要修改表头和列顺序；金额填写数字，日期使用“年-月-日”格式。',
  'public.faq.correctionAfterLoss.question': '货物出险后还能批改保单吗？',
  'public.faq.correctionAfterLoss.answer':
    '可以更正与损失无关的笔误（如地址、联系方式），但不能在知道损失发生后扩大保险责任，例如提高保险金额、增加险别或延长保险期间。此类批改即使提交也不会被接受。\n如发现保单信息与实际不符，请在起运前或发现时立即申请批改。',
  'public.faq.claimTimeLimit.question': '索赔有时间限制吗？',
  'public.faq.claimTimeLimit.answer':
    '有。发现损失后应立即报案；被保险人向保险人请求赔偿的诉讼时效，海上货物运输保险为自保险事故发生之日起 2 年，其他货物运输保险为自知道或应当知道保险事故发生之日起 2 年。\n向承运人索赔的时效更短：例如海运通常应在交货后 3 日内（损失不明显的）书面通知承运人，诉讼时效一般为 1 年。错过时效将影响保险人代位追偿，并可能影响赔付。',
  'public.faq.carrierNotice.question': '为什么要向承运人发出索赔通知？',
  'public.faq.carrierNotice.answer':
    '货物在运输途中受损，承运人往往负有责任。被保险人应在规定期限内向承运人书面提出索赔，保留向其追偿的权利；保险人赔付后，依法取得代位求偿权，向承运人追偿。因被保险人过错致使保险人不能行使追偿权的，保险人可相应扣减赔款。\n报案后可在案件详情中下载“向承运人索赔通知书”，签章后送达承运人并保留送达凭证。',
  'public.faq.invoiceType.question': '可以开具哪种发票？',
  'public.faq.invoiceType.answer':
    '平台为保费开具增值税电子普通发票，不开具增值税专用发票。发票在保费到账后发送至申请时填写的邮箱，也可在“保单查询”的结果中下载。电子发票与纸质发票具有同等法律效力，可在国家税务总局全国增值税发票查验平台查验真伪。',
  'public.faq.invoiceChange.question': '发票抬头或税号填错了怎么办？',
  'public.faq.invoiceChange.answer':
    '发票开具前，可在申请中修改抬头、纳税人识别号和接收邮箱。已开具的电子发票信息有误的，请联系客户经理或通过意见反馈提交，我们将按税务规定开具红字发票冲销后重新开具。\n请在企业信息中保持发票抬头、税号与营业执照一致，避免再次出错。',
  'public.faq.letterOfCredit.question': '信用证项下的保险单据要注意什么？',
  'public.faq.letterOfCredit.answer':
    '按《跟单信用证统一惯例》（UCP 600）第 28 条：\n• 保险单据须由保险公司或其代理人签发，提交全部正本；银行不接受暂保单；\n• 签发日期不得晚于装运日，除非单据表明保险责任最迟自装运日起生效；\n• 保险金额须以信用证币种表示，不低于信用证要求；信用证未规定时，不低于货物 CIF 或 CIP 价的 110%；\n• 承保范围至少覆盖从信用证规定的装运地到卸货地或最终目的地，险别须符合信用证要求。\n投保时请在“信用证”一栏填写信用证号，并按信用证条款填写保险金额和险别。',
  'public.faq.verifyDocument.question': '如何核验保单或保险凭证的真伪？',
  'public.faq.verifyDocument.answer':
    '平台出具的电子保单和保险凭证载有保单号（或凭证号）和本公司电子签章。银行、收货人或海关可凭单证号码向本公司客服热线核验，或请被保险人登录平台在“保单查询”中查看同一单证；关税保证保险保单可在“保证保险查询”页面凭保单号和投保人统一社会信用代码查询。',
} as const;
