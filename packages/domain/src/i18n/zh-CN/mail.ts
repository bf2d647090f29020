/** Mail the portal sends (outbox channel `mail`). */
export default {
  'mail.reservation.subject': '新的业务预约：{{companyName}}',
  'mail.reservation.intro': '业务预约页收到一条新的预约，请尽快联系客户。',
  'mail.reservation.reference': '预约编号',
  'mail.reservation.line': '{{label}}：{{value}}',
  'mail.reservation.none': '（未填写）',
} as const;
