/**
 * The public pages' frame and the login page's introduction: header and footer, the insurer's figures and services
 * (SPEC §1, §2 "Public"). The public pages' own texts are in public-pages.ts.
 */
export default {
  'public.header.navigation': '主导航',
  'public.header.tab.home': '首页',
  'public.header.tab.reservation': '业务预约',
  'public.header.tab.aboutUs': '关于我们',
  'public.footer.navigation': '页脚导航',
  'public.footer.commonQuestions': '常见问题',
  'public.footer.copyright': '© {{year}} {{product}} 版权所有',
  'public.footer.faq': '常见问题',
  'public.footer.documentInfo': '单证说明',
  'public.footer.protocol': '用户协议与隐私政策',
  'public.footer.guarantee': '关税保证保险',
  'public.footer.guaranteeQuery': '保证保险查询',
  'public.footer.feedback': '意见反馈',
  'public.footer.usageGuide': '使用指南（PDF）',

  // SPEC §1: figures of the insurer's network.
  'public.figure.agents': '国际代理',
  'public.figure.agents.unit': '家',
  'public.figure.countries': '覆盖国家',
  'public.figure.countries.unit': '个',
  'public.figure.branches': '分支机构',
  'public.figure.branches.unit': '家',
  'public.figure.outlets': '服务网点',
  'public.figure.outlets.unit': '个',

  'public.service.insure.title': '在线投保',
  'public.service.insure.text':
    '选择产品并填写货物、运输与保障信息，即时计算保费并提交投保；常用投保人、被保险人可保存复用，未完成的投保可存为暂存单。',
  'public.service.declaration.title': '运输申报',
  'public.service.declaration.text':
    '预约保单项下逐票在线申报或上传清单批量申报，系统实时校验单票限额与剩余保额，即时出具保险凭证。',
  'public.service.claim.title': '理赔服务',
  'public.service.claim.text':
    '出险后在线报案、上传索赔单证，随时查询案件进度；符合条件的小额案件可走快速理赔。',
  'public.service.document.title': '单证服务',
  'public.service.document.text':
    '保单、批单与保险凭证在线查询、下载和打印，结算清单随时查看，增值税电子普通发票在线开具。',
} as const;
