/** The public pages' own texts: about us, common questions, business appointment (SPEC §2 "Public"). */
export default {
  'public.about.title': '关于我们',
  'public.about.subtitle': '专注货物运输保险，陪伴每一票货物安全抵达',
  'public.about.overview.title': '公司概况',
  'public.about.overview.p1':
    '我们专注于货物运输保险，为生产制造、国际贸易、货运代理和物流承运企业提供覆盖海运、空运、公路、铁路及邮包运输的风险保障，产品包括进出口货物运输保险、国内货物运输保险以及承运人责任保险。',
  'public.about.overview.p2':
    '依托遍布全国的分支机构与覆盖全球的检验理赔代理网络，我们在货物起运前、运输途中和抵达之后，为客户提供投保、申报、查勘、理赔的全流程服务。通过本平台，这些服务 7×24 小时在线可办。',
  'public.about.network.title': '服务网络',
  'public.about.services.title': '在线服务',
  'public.about.services.intro': '企业客户登录平台后，可自助办理以下业务，并可在多个公司账户之间切换。',
  'public.about.commitment.title': '我们的承诺',
  'public.about.commitment.underwriting.title': '专业承保',
  'public.about.commitment.underwriting.text':
    '熟悉伦敦协会货物条款（ICC）与中国保险条款（CIC），根据货物特性、运输方式与航线为您配置合适的主险和附加险。',
  'public.about.commitment.network.title': '全球查勘',
  'public.about.commitment.network.text':
    '国际检验理赔代理遍及主要港口与内陆城市，货物在目的地出险时可就近安排查勘，缩短定损时间。',
  'public.about.commitment.claims.title': '高效理赔',
  'public.about.commitment.claims.text':
    '报案、单证提交与进度查询全部在线完成，理赔人员及时跟进，让赔款更快到账。',
  'public.about.cta.title': '希望了解适合您企业的货运保险方案？',
  'public.about.cta.text': '提交业务预约，客户经理将在一个工作日内与您联系。',
  'public.about.cta.button': '业务预约',

  'public.faq.title': '常见问题',
  'public.faq.subtitle': '投保、申报、理赔、单证与账户使用中的常见问题解答',
  'public.faq.more': '没有找到答案？',
  'public.faq.more.link': '提交业务预约，客户经理将与您联系',
  'public.faq.insureOnline.question': '如何在线投保？',
  'public.faq.insureOnline.answer':
    '登录后进入“投保服务 > 在线投保”：\n1. 选择产品，如进口或出口货物运输保险，国内水路、公路、航空、铁路货物运输保险，或邮包保险；\n2. 依次填写投保人与被保险人、货物信息（品类、包装、唛头及数量）、运输信息（运输工具、起运日期、起运港与目的港，发票号与提单/运单号至少填写一项）和保险信息（主险条款、附加险、发票金额与加成比例）；\n3. 系统按条款和费率计算保费，确认无误后提交投保申请。\n填写中途可随时保存为暂存单，之后在“暂存单”中继续编辑或转为投保。提交后可在“保单查询”中跟踪核保状态，核保通过并缴费后即出具保单，可在线下载。',
  'public.faq.iccCover.question': '协会货物条款 ICC (A)、(B)、(C) 分别承保什么？',
  'public.faq.iccCover.answer':
    '• ICC (A)：承保除列明除外责任以外的一切货物灭失或损坏，包括偷窃、恶意损坏和海盗行为，以及共同海损和救助费用；\n• ICC (B)：在 (C) 的基础上，增加地震、火山爆发、雷电，浪击落海，海水、湖水或河水进入船舶、驳船、集装箱或储存处所，以及装卸时整件货物落海或跌落造成的全损；不承保偷窃、雨淋和提货不着；\n• ICC (C)：仅承保重大意外事故，如火灾或爆炸，船舶搁浅、触礁、沉没或倾覆，陆上运输工具倾覆或出轨，碰撞，在避难港卸货，共同海损牺牲和抛货。\n三者均不承保被保险人的故意行为、正常渗漏与损耗、包装不当、货物固有缺陷和迟延；(B)、(C) 还不承保任何人的故意损害。战争险和罢工险需另行加保。大致对应关系：ICC (A) ≈ 中国保险条款“一切险”，(B) ≈“水渍险”，(C) ≈“平安险”。',
  'public.faq.insuredValue.question': '保险金额如何确定？',
  'public.faq.insuredValue.answer':
    '进出口货物通常按 CIF（或 CIP）价格加成投保：保险金额 = CIF 价 ×（1 + 加成比例）。加成比例一般为 10%，即 CIF × 110%。例如 CIF 价为 USD 100,000，保险金额为 USD 110,000。\n信用证项下，保险金额不得低于信用证的要求，信用证未规定时不低于 CIF/CIP 价的 110%，并须以信用证币种投保。\n国内运输一般按货物实际价值，或货价加运杂费确定保险金额。',
  'public.faq.whoInsures.question': '不同贸易术语下，应由哪一方投保？',
  'public.faq.whoInsures.answer':
    '按《国际贸易术语解释通则 2020》，只有 CIF 和 CIP 规定卖方须为买方利益投保：CIF 下至少为 ICC (C)，CIP 下至少为 ICC (A)。在 FOB、CFR、FCA、CPT 等术语下，货物风险在交货时转移给买方，通常由买方自行投保。\n因此，出口业务一般在以 CIF/CIP 成交时投保，进口业务一般在以 FOB、CFR、FCA 成交时投保。',
  'public.faq.declaration.question': '预约保单项下如何申报运输？',
  'public.faq.declaration.answer':
    '签订预约保险协议后，每一票货物都应在起运前申报。进入“运输申报 > 在线申报”，选择预约保单，填写货物名称与数量、运输工具、装货港与卸货港、起运日期、发票金额与加成比例等信息后提交，校验通过即出具保险凭证，凭证号可在“申报查询及下载”中查询并下载。\n货物较多时可使用“批量申报”：下载模板，填好后上传，未通过校验的记录会生成错误清单供修改后重新上传。\n申报金额超过单票限额、预约保单剩余保额不足或自动校验未通过时，系统会给出提示或转人工审核；尚未提交的申报保存在“待申报”中。',
  'public.faq.reportClaim.question': '货物出险后如何报案？',
  'public.faq.reportClaim.answer':
    '1. 立即采取合理措施施救，防止损失扩大；\n2. 提货时不要签署“货物完好”的清洁收据，应在收货单据上如实批注外观可见的损坏；开箱后才发现的隐蔽损坏，须在提货后 3 日内书面通知承运人，否则视为货物完好交付；保留受损货物及包装；\n3. 登录后进入“理赔服务 > 在线报案”，或在“保单查询下载”中找到对应保单后报案，填写出险时间、地点、原因、经过与估损金额，并上传现场照片等材料；进口货物请同时联系保险凭证上载明的查勘代理人安排查勘；\n4. 报案后可在“理赔查询”中查看案件进度（已报案、已理算、已结案、已归档）。\n请注意索赔时效：向保险人请求赔偿的时效一般为 2 年，向海上承运人索赔的诉讼时效为 1 年。',
  'public.faq.claimDocuments.question': '索赔需要准备哪些单证？',
  'public.faq.claimDocuments.answer':
    '通常包括：保险单或保险凭证正本；商业发票、装箱单、重量单；提单或运单（全损时须提供全套正本提单）；检验报告及检验费收据；货损货差证明或短卸证明；向承运人或其他责任方提出的索赔函及其答复；索赔清单；涉及盗窃的公安证明，涉及交通事故的事故责任认定书等。\n赔付时需签署权益转让书，保险人在赔偿金额范围内取得向责任方追偿的权利。具体材料以报案后理赔人员的通知为准。在线上传支持 jpg、png、pdf、doc(x)、xls(x)、csv、zip、rar、msg 等格式，单个文件不超过 4 MB。',
  'public.faq.correction.question': '保单出具后发现信息有误怎么办？',
  'public.faq.correction.answer':
    '通过“批改服务 > 在线批改”提交批改申请，可修改被保险人名称或地址、运输工具、日期、港口、货物信息、保险金额等，处理进度可在“批改申请查询”中查看。请注意：\n• 投保单处于审核中时，需先撤回再修改；\n• 保险责任开始前可申请退保；保险责任开始后，货物运输保险不能退保；\n• 母账户不能直接批改子账户的保单，请先切换到该账户再操作；\n• 已删除的批改申请无法恢复，如需修改请重新发起在线批改。',
  'public.faq.documents.question': '如何下载电子保单和发票？',
  'public.faq.documents.answer':
    '进入“单证查询下载 > 保单查询下载”，输入保单号（4 位或 20 位数字）或选择投保日期范围查询，在结果中点击下载或打印即可获取电子保单（PDF）。部分产品的保单需要后台生成，点击后请稍候数秒，生成完成后会自动下载。\n发票：在保单查询结果中申请开具，填写发票抬头、纳税人识别号和接收邮箱，电子发票将发送至该邮箱。本平台仅可开具增值税电子普通发票，不能开具增值税专用发票。\n尚未结算的保费可在“结算单查询”中查看并下载结算清单。',
  'public.faq.password.question': '忘记密码或需要修改密码怎么办？',
  'public.faq.password.answer':
    '登录后可在右上角用户菜单的“账户管理”中修改密码，需输入原密码和新密码。使用初始密码首次登录时，系统会提示并引导您先修改密码。\n忘记密码时，请联系您的客户经理或服务机构，核实身份后为您重置；重置后请用新的初始密码登录并立即修改。为保护账户安全，连续多次输错密码后账户会被暂时锁定，请按提示的时间稍后再试。',
  'public.faq.switchAccount.question': '我管理多个公司账户，如何切换？',
  'public.faq.switchAccount.answer':
    '点击页面右上角的用户名，在下拉菜单中选择“切换账户”，列表会显示您可使用的所有账户（当前账户不可选）。选择后页面会自动刷新，并按新账户显示业务数据。\n母账户可按“全部账户、当前账户或指定账户”查询单证，但批改子账户的保单需先切换到该账户。',
  'public.faq.verifyCode.question': '登录时提示验证码错误怎么办？',
  'public.faq.verifyCode.answer':
    '图形验证码不区分大小写，有效期 5 分钟，且每张只能使用一次：每次登录失败后系统都会自动更换验证码，请按新图片重新输入。看不清时点击图片即可刷新。\n如仍无法登录，请确认账号或邮箱、密码是否正确，或联系您的客户经理。',

  'public.reservation.title': '业务预约',
  'public.reservation.subtitle': '留下联系方式与业务需求，客户经理将在一个工作日内与您联系。',
  'public.reservation.section.contact': '联系人信息',
  'public.reservation.section.company': '企业信息',
  'public.reservation.section.business': '业务需求',
  'public.reservation.placeholder.name': '请输入联系人姓名',
  'public.reservation.placeholder.mobile': '请输入 11 位手机号码',
  'public.reservation.placeholder.companyName': '请输入营业执照上的企业名称',
  'public.reservation.placeholder.creditCode': '请输入 18 位统一社会信用代码',
  'public.reservation.placeholder.address': '请输入企业经营地址',
  'public.reservation.placeholder.branch': '请选择为您服务的机构所在省份',
  'public.reservation.placeholder.branchText': '请输入为您服务的机构所在地区',
  'public.reservation.placeholder.agentCode': '选填',
  'public.reservation.placeholder.detail':
    '如主要货物品类、运输方式与航线、年运输量或货值、期望的保障范围等，便于客户经理提前准备方案',
  'public.reservation.branch.fallback': '省份列表暂时无法加载，请直接填写地区名称。',
  'public.reservation.agentCode.tooltip': '如已有代理人或客户经理为您服务，请填写其代码，便于预约转交。',
  'public.reservation.privacy':
    '您提交的信息仅用于本次业务预约的联系与方案沟通，我们将依法保护您的个人信息。',
  'public.reservation.submit': '提交预约',
  'public.reservation.success.title': '预约已提交',
  'public.reservation.success.subtitle': '我们的工作人员将在一个工作日内与您联系。预约编号：{{id}}',
  'public.reservation.success.home': '返回首页',
  'public.reservation.success.again': '再次预约',
  'public.reservation.steps.title': '预约流程',
  'public.reservation.steps.submit.title': '提交预约',
  'public.reservation.steps.submit.text': '填写联系人、企业信息与业务需求。',
  'public.reservation.steps.contact.title': '专人联系',
  'public.reservation.steps.contact.text': '所选机构的客户经理在一个工作日内致电，了解货物与运输情况。',
  'public.reservation.steps.proposal.title': '定制方案',
  'public.reservation.steps.proposal.text': '为您推荐保障方案并开通平台账户，之后即可在线投保与申报。',
  'public.reservation.error.detailRequired': '选择“其他”业务意向时不能为空',
} as const;
