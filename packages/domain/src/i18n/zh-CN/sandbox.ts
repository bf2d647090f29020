/** The sandbox twin of an account: the switcher's label, the frame's banner, the account page's card. */
export default {
  'sandbox.label': '沙箱',
  'sandbox.banner': '沙箱 — 测试数据，此处的一切均未投保',
  'sandbox.specimen': 'SPECIMEN — not valid / 样本 — 无效',
  'sandbox.tab': '沙箱',
  'sandbox.intro':
    '沙箱是本账户的测试副本：规则与页面相同，预约保单为副本且额度全满；其中的申报、保单不生效、不计费，单证均盖“样本 — 无效”章。',
  'sandbox.status.label': '状态',
  'sandbox.status.exists': '已创建',
  'sandbox.status.none': '尚未创建（首次切换进入或首次使用沙箱密钥时创建）',
  'sandbox.createdAt': '创建时间',
  'sandbox.lastResetAt': '上次重置',
  'sandbox.never': '从未',
  'sandbox.openPolicies': '预约保单副本',
  'sandbox.enter': '进入沙箱',
  'sandbox.reset': '重置沙箱',
  'sandbox.resetConfirmTitle': '重置沙箱？',
  'sandbox.resetConfirm':
    '将删除沙箱中的全部申报、凭证、批量上传、投保单、保单、支付记录、批改、理赔、文件、消息与打印任务，并按本账户当前的预约保单重新复制（额度全满）。正式账户的数据不受影响。此操作不可撤销。',
  'sandbox.cancel': '取消',
  'sandbox.resetDone': '沙箱已重置',
  'sandbox.verifySpecimen': '此为沙箱中的样本单证，不具任何效力',
  'sandbox.error.noBilling': '沙箱中的业务不结算、不开票、不付款',
  'sandbox.error.notInSandbox': '沙箱账户不能再创建沙箱',
} as const;
