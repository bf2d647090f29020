/** Correction pages of the web (online correction, correction application enquiry). */
export default {
  'correctionWeb.title.apply': '保单批改',

  'field.reason': '批改原因',
  'field.correctionType': '批改类型',

  'correctionWeb.field.correctionNo': '批单号',
  'correctionWeb.field.appliedAt': '申请时间',
  'correctionWeb.field.decidedAt': '处理时间',

  'correctionWeb.entry.correct': '批改',
  'correctionWeb.entry.notice':
    '请在下方选择需要批改的已出单保单，点击“批改”发起申请。起运前可注销保单（收取保费的 5% 作为手续费），起运后只能修改保单内容。',

  'correctionWeb.apply.intro': '修改货物、运输及保险信息，系统将重新计算保费',
  'correctionWeb.apply.backToPolicies': '返回在线批改',
  'correctionWeb.apply.badPolicyNo': '保单号 {{policyNo}} 不正确，请从在线批改列表中选择保单',
  'correctionWeb.apply.loadFailed': '获取保单批改信息失败',
  'correctionWeb.apply.notCorrectable': '该保单当前不能批改',

  'correctionWeb.facts.title': '保单信息',
  'correctionWeb.facts.period': '保险期间',
  'correctionWeb.facts.beforeDeparture': '保险责任尚未开始',
  'correctionWeb.facts.afterDeparture': '保险责任已开始',

  'correctionWeb.section.application': '批改申请',
  'correctionWeb.section.goods': '货物信息',
  'correctionWeb.section.transport': '运输信息',
  'correctionWeb.section.insurance': '保险信息',

  'correctionWeb.type.cancellationTitle': '注销将使整张保单失效',
  'correctionWeb.type.cancellationHelp':
    '保险责任开始前可申请注销，退还保费时扣除保费的 {{percent}}% 作为手续费；注销后保单不可恢复。',
  'correctionWeb.type.noCancellationAfterDeparture':
    '保险责任已开始（起运后），货运险保单不可注销，只能修改保单内容。',

  'correctionWeb.form.changed': '已修改',
  'correctionWeb.form.reasonHelp': '请说明批改的原因，例如提单重新签发、发票金额调整等',
  'correctionWeb.form.reasonPlaceholder': '请输入批改原因',
  'correctionWeb.form.changedCount': '已修改 {{count}} 项',
  'correctionWeb.form.cancellationHint': '注销申请不修改保单内容',
  'correctionWeb.form.back': '返回',
  'correctionWeb.form.reset': '恢复原值',
  'correctionWeb.form.submit': '提交批改',
  'correctionWeb.form.fixErrors': '请按提示修改后再提交',
  'correctionWeb.form.otherIssues': '批改申请未通过校验',
  'correctionWeb.form.retrySafe': '网络异常，可再次提交，不会重复批改',

  'correctionWeb.preview.title': '批改预览',
  'correctionWeb.preview.calculating': '计算中',
  'correctionWeb.preview.wait.changes': '修改保单内容后，这里显示批改前后的变化和保费',
  'correctionWeb.preview.wait.invalid': '请先按提示修正填写有误的内容',
  'correctionWeb.preview.changes': '批改内容（批改前 → 批改后）',
  'correctionWeb.preview.blank': '（空）',
  'correctionWeb.preview.becomes': '改为',
  'correctionWeb.preview.outcome.effective': '提交后立即生效',
  'correctionWeb.preview.outcome.pendingReview': '提交后需人工审核，审核通过后生效',

  'correctionWeb.pricing.oldPremium': '原保费',
  'correctionWeb.pricing.newPremium': '批改后保费',
  'correctionWeb.pricing.additionalPremium': '应补保费',
  'correctionWeb.pricing.returnPremium': '应退保费',
  'correctionWeb.pricing.cancellationFee': '注销手续费',
  'correctionWeb.pricing.difference': '保费变化',
  'correctionWeb.pricing.noDifference': '无需补退保费',

  'correctionWeb.confirm.title': '确认提交批改申请？',
  'correctionWeb.confirm.cancelTitle': '确认注销保单？',
  'correctionWeb.confirm.changes': '保单 {{policyNo}} 共修改 {{count}} 项内容。',
  'correctionWeb.confirm.cancelPolicy': '保单 {{policyNo}} 将被注销，注销后不可恢复。',
  'correctionWeb.confirm.fee': '注销手续费：{{amount}}',
  'correctionWeb.confirm.additional': '应补保费：{{amount}}',
  'correctionWeb.confirm.return': '应退保费：{{amount}}',
  'correctionWeb.confirm.outcome.effective': '提交后立即生效。',
  'correctionWeb.confirm.outcome.pendingReview': '提交后需人工审核。',
  'correctionWeb.confirm.priceOnSubmit': '保费将在提交时重新计算。',
  'correctionWeb.confirm.ok': '确认提交',
  'correctionWeb.confirm.cancel': '取消',

  'correctionWeb.result.effectiveHelp': '批改已生效，新的保单内容以批单为准。',
  'correctionWeb.result.reviewHelp': '审核结果可在批改申请查询中查看；审核前可撤回申请。',
  'correctionWeb.result.policy': '查看保单',
  'correctionWeb.result.another': '继续批改',

  'correctionWeb.enquiry.filters': '批改申请查询条件',
  'correctionWeb.enquiry.appliedRange': '申请日期',
  'correctionWeb.enquiry.premium': '补/退保费',
  'correctionWeb.enquiry.newCorrection': '在线批改',
  'correctionWeb.enquiry.empty': '暂无批改申请',
  'correctionWeb.enquiry.reviewReasons': '审核原因',
  'correctionWeb.enquiry.cancellationNoChanges': '注销申请，不修改保单内容',
  'correctionWeb.enquiry.withdraw': '撤回',
  'correctionWeb.enquiry.withdrawTitle': '确认撤回批改申请？',
  'correctionWeb.enquiry.withdrawConfirm': '批改申请 {{correctionNo}} 撤回后不再审核，如需批改请重新申请。',
  'correctionWeb.enquiry.withdrawn': '批改申请 {{correctionNo}} 已撤回',
  'correctionWeb.enquiry.delete': '删除',
  'correctionWeb.enquiry.deleteTitle': '确认删除批改申请？',
  'correctionWeb.enquiry.deleteConfirm':
    '批改申请 {{correctionNo}} 删除后不可恢复，如需批改请通过在线批改重新申请。',
  'correctionWeb.enquiry.deleted': '批改申请 {{correctionNo}} 已删除',
};
