/** Messages of the pricing and underwriting engine (`packages/domain/src/pricing`). */
export default {
  // Input errors: the quote is not produced.
  'pricing.error.productUnknown': '该产品暂不支持在线投保',
  'pricing.error.clauseRequired': '请选择主险条款',
  'pricing.error.clauseNotAvailable': '所选主险条款不适用于该产品',
  'pricing.error.goodsRequired': '请选择货物大类和小类',
  'pricing.error.goodsUnknown': '货物类别不正确，请重新选择',
  'pricing.error.currencyUnknown': '币种不正确，请重新选择',
  'pricing.error.currencyCnyOnly': '国内运输保险和责任保险仅支持以人民币投保',
  'pricing.error.exchangeRateRequired': '外币投保须提供人民币汇率',
  'pricing.error.exchangeRateInvalid': '汇率须为大于0且不超过100的数字，最多保留10位小数',
  'pricing.error.amountInvalid': '请输入正确的金额（仅限数字，不含千位分隔符）',
  'pricing.error.amountDecimals': '金额的小数位数超出该币种允许的位数',
  'pricing.error.amountTooLarge': '金额超出系统允许的范围',
  'pricing.error.amountNotPositive': '金额须大于0',
  'pricing.error.percentInvalid': '比例格式不正确，须为数字且最多保留4位小数',
  'pricing.error.additionInvalid': '加成比例须为数字，最多保留2位小数',
  'pricing.error.additionTooHigh': '加成比例不能超过30%',
  'pricing.error.additionBelowLetterOfCredit': '信用证项下的加成比例不得低于10%',
  'pricing.error.additionNotApplicable': '责任保险不适用加成比例',
  'pricing.error.riderUnknown': '附加险不存在，请重新选择',
  'pricing.error.riderNotAvailable': '该附加险不适用于所选产品',
  'pricing.error.riderIncluded': '该附加险的保险责任已包含在所选主险中，无需另行投保',
  'pricing.error.riderDuplicate': '同一附加险不能重复投保',
  'pricing.error.riderWarNeedsSeaOrAir': '战争险仅适用于含海运或空运区段的运输',
  'pricing.error.riderOnDeckNeedsSea': '舱面险仅适用于海运货物',
  'pricing.error.riderExceedsMain': '附加险保险金额或累计赔偿限额不能超过主险保险金额',
  'pricing.error.dateInvalid': '日期格式不正确，请按“年-月-日”填写',
  'pricing.error.periodRequired': '年度保险须填写保险起止日期',
  'pricing.error.periodOrder': '保险止期不能早于保险起期',
  'pricing.error.periodTooLong': '保险期间不能超过一年',
  'pricing.error.shipAgeInvalid': '船龄须为正整数',
  'pricing.error.countryInvalid': '国家或地区代码不正确',
  'pricing.error.transportModeInvalid': '运输方式不正确',
  'pricing.error.vesselTypeInvalid': '船舶类型不正确',

  // Referrals: a price is shown, but the application goes to manual underwriting.
  'pricing.refer.sumInsuredOverLimit': '保险金额超过人民币500万元（或等值外币）的自动承保限额，需人工核保',
  'pricing.refer.hazardousGoods': '危险品需人工核保',
  'pricing.refer.liveAnimals': '活动物、活植物需人工核保',
  'pricing.refer.valuables': '贵重物品（贵金属、珠宝、艺术品等）需人工核保',
  'pricing.refer.usedGoods': '旧货（二手货物）需人工核保',
  'pricing.refer.projectCargo': '项目货物及超大超重设备需人工核保',
  'pricing.refer.antiDated': '保险起期早于投保日期（倒签单），需人工核保',
  'pricing.refer.highRiskCountry': '运输路线涉及受制裁或战争高风险国家/地区，需人工核保',
  'pricing.refer.warExcludedArea': '战争险不承保该高风险区域，需人工核保确认',
  'pricing.refer.vesselOverAge': '船龄达到或超过40年，需人工核保',
  'pricing.refer.vesselAgeUnknown': '非集装箱海运货物未提供船龄，需人工核保',
  'pricing.refer.vesselNotIacs': '承运船舶未入级国际船级社协会（IACS）成员船级社或船级不明，需人工核保',
  'pricing.refer.onDeck': '舱面货物需人工核保',

  // Lines of the quote.
  'pricing.loading.goods': '货物风险加费',
  'pricing.loading.vesselAge': '超龄船舶加费',
  'pricing.loading.highRiskCountry': '高风险国家/地区加费',
  'pricing.notice.minimumPremium': '保费低于每张保单最低保费人民币50元（或等值外币），按最低保费收取',
  'pricing.notice.shortTerm_other': '保险期间{{count}}个月，按短期费率表{{percent}}%计收保费',

  // Deductible text printed on the policy ({{currency}} is the ISO code, {{amount}} the formatted amount).
  'pricing.deductible.standard':
    '每次事故绝对免赔额为{{currency}} {{amount}}（人民币500元或保险金额的0.5%，以高者为准）',
  'pricing.deductible.fragile':
    '易碎品每次事故绝对免赔额为{{currency}} {{amount}}（人民币2,000元或保险金额的1%，以高者为准）',
  'pricing.deductible.grainOils':
    '粮油类货物每次事故绝对免赔额为{{currency}} {{amount}}（保险金额的0.5%，最低人民币500元），该免赔额不得通过特别约定免除',
} as const;
