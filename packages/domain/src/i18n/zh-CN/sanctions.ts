/** 制裁筛查（issue 46）：告知客户的内容（不涉及名单）、制裁条款、合规队列。 */
export default {
  'sanctions.message.underReview': '投保申请已提交，正在审核中，审核结果将另行通知您',
  'sanctions.message.refused': '很抱歉，我们无法为此业务提供保障',
  'sanctions.notice.quoteReview': '该运输须经审核后方可出具保单，所示价格尚不构成承保要约',
  'sanctions.clause.title': '制裁限制及除外条款（JC2010/014）',
  'sanctions.clause.text':
    '如提供本保险保障、支付任何赔款或提供任何利益，将使（再）保险人遭受联合国决议或欧盟、英国或美国的贸易或经济制裁、法律或法规项下的任何制裁、禁止或限制，则在此范围内，任何（再）保险人均不被视为提供保障，亦不承担支付任何赔款或提供任何利益的责任。',
  'sanctions.error.decided': '该筛查已处理',
  'sanctions.error.awaitingCompliance': '该运输正在等待合规审核，暂不能审核通过',
  'sanctions.error.reasonRequired': '请填写排除原因',
  'staff.action.sanctions.clear': '排除制裁疑似命中（误报）',
  'staff.action.sanctions.confirm': '确认制裁命中，拒绝承保',
} as const;
