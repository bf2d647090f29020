/** Public pages beyond the home page: document info, protocol, guarantee insurance and its query, feedback. */
export default {
  'public.documents.title': '单证说明',
  'public.documents.subtitle': '平台出具的单证、各自用途，以及银行、收货人和海关需要哪些',
  'public.documents.column.document': '单证',
  'public.documents.column.purpose': '用途',
  'public.documents.column.whoNeeds': '谁需要',
  'public.documents.column.where': '在哪里下载',
  'public.documents.policy.name': '保险单（保单）',
  'public.documents.policy.purpose': '保险合同的正式凭证，载明被保险人、货物、运输、险别、保险金额和保费。',
  'public.documents.policy.whoNeeds': '被保险人；信用证项下交银行议付；CIF/CIP 贸易中背书转让给收货人。',
  'public.documents.policy.where': '单证服务 > 保单查询及下载',
  'public.documents.certificate.name': '保险凭证（申报凭证）',
  'public.documents.certificate.purpose':
    '预约保单项下每票申报的保险证明，与预约保单共同构成该票货物的保险合同。',
  'public.documents.certificate.whoNeeds': '同保险单：信用证允许时可代替保险单交单；收货人据以索赔。',
  'public.documents.certificate.where': '运输申报 > 申报查询及下载',
  'public.documents.application.name': '投保单',
  'public.documents.application.purpose': '投保人提出的投保申请及告知内容，是保险合同的组成部分。',
  'public.documents.application.whoNeeds': '投保人留存；核保与理赔时核对告知事项。',
  'public.documents.application.where': '投保服务 > 投保单查询',
  'public.documents.endorsement.name': '批单',
  'public.documents.endorsement.purpose': '保单批改生效后出具，载明更改的内容和保费增减，与原保单一并使用。',
  'public.documents.endorsement.whoNeeds': '被保险人；已向银行交单的，须一并提交批单。',
  'public.documents.endorsement.where': '批改服务 > 批改申请查询',
  'public.documents.settlement.name': '结算清单',
  'public.documents.settlement.purpose': '按月结算客户的未付保费清单，列明保单、保费和应付日期。',
  'public.documents.settlement.whoNeeds': '企业财务，用于对账和付款。',
  'public.documents.settlement.where': '单证服务 > 结算查询',
  'public.documents.invoice.name': '电子发票',
  'public.documents.invoice.purpose': '保费的增值税电子普通发票（不开具增值税专用发票），用于报销和记账。',
  'public.documents.invoice.whoNeeds': '企业财务；可在国家税务总局发票查验平台查验。',
  'public.documents.invoice.where': '发送至申请邮箱；也可在保单查询结果中下载',
  'public.documents.carrierNotice.name': '向承运人索赔通知书',
  'public.documents.carrierNotice.purpose': '出险后向承运人书面提出索赔，保留对承运人的追偿权。',
  'public.documents.carrierNotice.whoNeeds': '被保险人签章后送达承运人；理赔时作为索赔单证提交。',
  'public.documents.carrierNotice.where': '理赔服务 > 理赔查询 > 案件详情',
  'public.documents.lc.title': '信用证项下交单（UCP 600 第 28 条）',
  'public.documents.lc.body':
    '• 保险单据须由保险公司或其代理人签发并提交全部正本；暂保单不被接受；保险单可以代替保险凭证。\n• 签发日期不得晚于装运日，除非单据表明保险责任最迟自装运日起生效。\n• 保险金额以信用证币种表示；信用证未规定时，不低于 CIF 或 CIP 价的 110%。\n• 承保区间至少从装运地到卸货地或最终目的地；“一切险”的要求由注明一切险或 ICC (A) 的单据满足。',
  'public.documents.customs.title': '收货人与海关',
  'public.documents.customs.body':
    '• 收货人凭背书后的保险单或保险凭证向保险人或单证上载明的理赔代理人索赔。\n• 进口报关时，以 CIF 以外价格成交的，海关按实际支付的保费计入完税价格，可提交保险单和发票作为保费证明。\n• 办理关税保证保险的企业，海关凭保证保险保单办理担保放行。',
  'public.documents.verify.title': '下载与核验',
  'public.documents.verify.body':
    '• 登录后在上表所列页面按单证号或日期查询，点击下载即得 PDF；部分产品需后台生成，稍候自动下载。\n• 每份单证载有单证号码和本公司电子签章，可凭号码致电客服热线核验；关税保证保险保单可在“保证保险查询”页面核验。\n• 请勿自行涂改单证；需要更改时请申请批改。',
  'public.protocol.title': '用户协议与隐私政策',
  'public.protocol.subtitle': '使用货运险服务平台前，请仔细阅读',
  'public.protocol.version': '版本 {{version}}，自 {{date}} 起生效',
  'public.protocol.agreement.title': '一、用户服务协议',
  'public.protocol.agreement.scope':
    '1. 适用范围：本协议适用于您（企业客户及其授权使用人）通过本平台办理货物运输保险的投保、申报、批改、缴费、理赔和单证下载等服务。您的保险权利和义务以保险合同（保险单、保险凭证、批单及条款）为准。',
  'public.protocol.agreement.account':
    '2. 账户：账户由本公司为企业客户开立。您应妥善保管账号、密码和绑定的手机号，不得转借他人；通过您的账户提交的操作视为您的企业所为。发现账户被盗用，请立即联系客户经理冻结。',
  'public.protocol.agreement.truthful':
    '3. 如实告知：投保和申报时，您应如实填写货物、包装、运输和金额等信息。故意或因重大过失未履行如实告知义务的，本公司可依照《保险法》解除合同或不承担赔偿责任。',
  'public.protocol.agreement.electronic':
    '4. 电子单证：平台出具的电子保单、保险凭证、批单和电子发票与纸质单证具有同等效力。您在平台确认提交的电子数据是合同订立和履行的依据。',
  'public.protocol.agreement.use':
    '5. 使用规范：不得以自动化程序批量访问、干扰平台运行，或上传含有病毒、违法内容的文件。违反的，本公司可暂停相关账户。',
  'public.protocol.agreement.liability':
    '6. 服务中断：平台因系统维护、网络故障或不可抗力暂停服务的，本公司将尽可能提前公告；起运在即而无法在线投保的，请联系客户经理线下办理，保险责任以实际出具的保险单据为准。',
  'public.protocol.agreement.law':
    '7. 法律适用与争议：本协议适用中华人民共和国法律（不含港澳台地区法律）。争议协商不成的，提交本公司住所地有管辖权的人民法院诉讼解决。',
  'public.protocol.privacy.title': '二、隐私政策',
  'public.protocol.privacy.collect':
    '1. 我们收集的个人信息：使用人的姓名、手机号、电子邮箱（开户、登录和短信验证）；投保人、被保险人的名称、证件类型和证件号码（如居民身份证号）、联系人、电话和地址（订立和履行保险合同）；理赔时的收款账户和身份证明（支付赔款）；登录日志和 IP 地址（账户安全）。身份证件号码属于敏感个人信息，仅在订立保险合同、反洗钱身份识别和理赔所必需时收集。',
  'public.protocol.privacy.purpose':
    '2. 处理目的与依据：依照《个人信息保护法》第十三条，为订立和履行您作为一方的保险合同、履行反洗钱和税务等法定义务所必需处理上述信息；我们不将其用于与保险服务无关的营销，不出售个人信息。',
  'public.protocol.privacy.share':
    '3. 共享与委托：仅在履行合同所必需的范围内，向再保险人、公估人、检验机构、理赔代理人和支付机构提供必要信息，并以合同约束其保密义务；法律法规要求时向监管和司法机关提供。需要向境外理赔代理人提供信息的，我们将告知您接收方的名称、联系方式和处理目的，并依法取得您的单独同意。',
  'public.protocol.privacy.retention':
    '4. 保存期限：保险合同及相关业务资料自保险合同终止之日起保存不少于 5 年（依照《保险法》第八十七条）；客户身份资料按反洗钱规定自业务关系结束后保存至少 5 年；登录日志保存 6 个月。期满后删除或匿名化处理。',
  'public.protocol.privacy.security':
    '5. 安全措施：数据经加密传输，密码经不可逆加密存储；按最小授权原则控制内部访问，并记录访问日志。发生个人信息泄露时，我们将依法采取补救措施并通知您和主管部门。',
  'public.protocol.privacy.rights':
    '6. 您的权利：您有权查阅、复制、更正和补充您的个人信息，在法定情形下请求删除，撤回基于同意的授权，并要求我们解释处理规则。您可通过“意见反馈”或联系客户经理提出，我们将在 15 个工作日内答复。撤回同意不影响撤回前处理的效力，也不影响履行合同和法定义务所必需的处理。',
  'public.protocol.privacy.contact':
    '7. 联系我们：对本政策有疑问或投诉，可通过平台“意见反馈”提交，或致函本公司个人信息保护负责人。政策更新时，我们将在本页公布新版本及生效日期，重大变更将在您登录时提示。',
  'public.guarantee.title': '关税保证保险',
  'public.guarantee.subtitle': '以保险保单代替保证金或银行保函，先放行、后缴税',
  'public.guarantee.what.title': '产品介绍',
  'public.guarantee.what.body':
    '关税保证保险是保险公司向海关出具的保证保险：进出口企业（投保人）申请“先放行后缴税”时，由本公司以保单向海关担保企业按期缴纳税款；企业未按期缴纳的，由本公司在保险金额内向海关赔付，再向企业追偿。与缴纳保证金或开立银行保函相比，不占用企业资金和银行授信。',
  'public.guarantee.who.title': '适用对象',
  'public.guarantee.who.body':
    '• 在海关注册登记、信用状况良好（非海关失信企业）的进出口货物收发货人；\n• 进口频繁、税款金额较大，希望加快通关、减少资金占用的企业；\n• 适用于汇总征税、“两步申报”等海关认可的担保业务。',
  'public.guarantee.cover.title': '保障内容',
  'public.guarantee.cover.body':
    '• 保险责任：保险期间内，投保人未在海关规定期限内缴纳担保范围内的税款（关税、进口环节增值税和消费税）的，本公司在保险金额内赔付；\n• 保险金额：按企业年度预计应税金额核定，一般为 100 万元至 5000 万元；\n• 保险期间：一般为一年，可续保；\n• 保费：按保险金额和企业信用状况核定费率。',
  'public.guarantee.apply.title': '如何办理',
  'public.guarantee.apply.body':
    '1. 提交业务预约，客户经理将在 1 个工作日内联系您；\n2. 提供营业执照、海关注册信息、近两年进口报关和纳税记录及财务报表；\n3. 本公司审核通过后出具保单，并推送至海关系统；\n4. 在海关办理担保备案后，即可按保单额度“先放行后缴税”。',
  'public.guarantee.apply.reservation': '预约办理',
  'public.guarantee.apply.query': '查询保证保险保单',
  'public.guaranteeQuery.title': '保证保险查询',
  'public.guaranteeQuery.subtitle': '凭保单号和投保人统一社会信用代码查询关税保证保险保单的状态与额度',
  'public.guaranteeQuery.hint': '两项须同时填写且与保单一致，才会显示保单信息。',
  'public.guaranteeQuery.submit': '查询',
  'public.guaranteeQuery.placeholder.number': '例如 GB3101202600018',
  'public.guaranteeQuery.placeholder.creditCode': '18 位统一社会信用代码',
  'public.guaranteeQuery.result.title': '保单信息',
  'public.guaranteeQuery.result.product': '产品',
  'public.guaranteeQuery.result.applicant': '投保人',
  'public.guaranteeQuery.result.beneficiary': '被保证人（海关）',
  'public.guaranteeQuery.result.status': '状态',
  'public.guaranteeQuery.result.period': '保险期间',
  'public.guaranteeQuery.result.amount': '保险金额',
  'public.guaranteeQuery.result.issueDate': '签单日期',
  'public.feedback.title': '意见反馈',
  'public.feedback.subtitle': '您的建议、遇到的问题或投诉，我们将在 2 个工作日内处理',
  'public.feedback.placeholder.content': '请描述您的建议或遇到的问题，如涉及保单请注明保单号（最多 1000 字）',
  'public.feedback.placeholder.phone': '选填，便于我们回复您',
  'public.feedback.placeholder.email': '选填',
  'public.feedback.contactHint': '留下手机号或邮箱，服务台处理后会回复您；不留则仅作记录。',
  'public.feedback.submit': '提交反馈',
  'public.feedback.success.title': '感谢您的反馈',
  'public.feedback.success.subtitle': '反馈编号 {{number}}。服务台将在 2 个工作日内处理。',
  'public.feedback.success.again': '再提一条',
  'public.feedback.success.home': '返回首页',
} as const;
