import type { CodeOf } from './code-list.ts';

/**
 * Claim case statuses (SPEC §3: reported, settlement calculated, closed, archived). The SPEC gives no
 * codes; 01–04 in lifecycle order are this portal's own choice.
 */
export const CLAIM_CASE_STATUSES = [
  { code: '01', key: 'reported', zh: '已报案', en: 'Reported' },
  { code: '02', key: 'settlementCalculated', zh: '已理算', en: 'Settlement calculated' },
  { code: '03', key: 'closed', zh: '已结案', en: 'Closed' },
  { code: '04', key: 'archived', zh: '已归档', en: 'Archived' },
] as const;
export type ClaimCaseStatus = CodeOf<typeof CLAIM_CASE_STATUSES>;
/** Claim status codes by name, read from the one list. */
export const CLAIM_STATUS = Object.fromEntries(
  CLAIM_CASE_STATUSES.map((status) => [status.key, status.code]),
) as { readonly [S in (typeof CLAIM_CASE_STATUSES)[number] as S['key']]: S['code'] };

/** How the customer prefers the claim settled (SPEC §3 "client preference"). */
export const SETTLEMENT_PREFERENCES = [
  {
    code: '1',
    zh: '自助理赔（线上提交单证、线上确认赔款）',
    en: 'Self-service (documents and settlement online)',
  },
  { code: '2', zh: '非自助理赔（由理赔人员联系处理）', en: 'Handled by a claims adjuster who contacts me' },
] as const;

/** Where the loss happened: in mainland China (province/city/district) or abroad (continent/country). */
export const LOSS_LOCATION_TYPES = [
  { code: 'domestic', zh: '境内', en: 'In China' },
  { code: 'overseas', zh: '境外', en: 'Outside China' },
] as const;

/** Claim document (索赔单证) types (SPEC §3). */
export const CLAIM_DOCUMENT_TYPES = [
  { code: '01', zh: '保险单', en: 'Insurance policy' },
  { code: '02', zh: '保险清单', en: 'Insurance list' },
  { code: '03', zh: '批单', en: 'Endorsement' },
  { code: '04', zh: '预约保险协议', en: 'Open policy agreement' },
  { code: '05', zh: '索赔申请书', en: 'Claim application' },
  { code: '06', zh: '受损财产损失清单', en: 'List of damaged property' },
  { code: '07', zh: '道路交通事故责任认定书', en: 'Traffic accident liability certificate' },
  { code: '08', zh: '交警调解书', en: 'Traffic police mediation agreement' },
  { code: '09', zh: '公安机关证明', en: 'Police certificate' },
  { code: '10', zh: '消防部门火灾证明', en: 'Fire department certificate' },
  { code: '11', zh: '行驶证复印件', en: 'Copy of vehicle licence' },
  { code: '12', zh: '驾驶证复印件', en: "Copy of driver's licence" },
  { code: '13', zh: '运输协议', en: 'Transport agreement' },
  { code: '14', zh: '航空公司事故记录', en: 'Airline accident record' },
  { code: '15', zh: '海事部门船舶航行日志', en: 'Ship log certified by the maritime authority' },
  { code: '16', zh: '责任调解书或裁决书原件', en: 'Original liability mediation agreement or ruling' },
  { code: '17', zh: '海事报告', en: 'Marine report' },
  { code: '18', zh: '船舶证书', en: 'Ship certificates' },
  { code: '19', zh: '货运记录', en: 'Freight record' },
  { code: '20', zh: '运单', en: 'Waybill' },
  { code: '21', zh: '装箱单', en: 'Packing list' },
  { code: '22', zh: '磅码单', en: 'Weight note' },
  { code: '23', zh: '提单', en: 'Bill of lading' },
  { code: '24', zh: '托运单', en: 'Consignment note' },
  { code: '25', zh: '货物交接及入库记录', en: 'Cargo handover and warehousing record' },
  { code: '26', zh: '第三方检验报告', en: 'Third-party survey report' },
  { code: '27', zh: '维修发票', en: 'Repair invoice' },
  { code: '28', zh: '维修或更换报价清单', en: 'Repair or replacement quotation list' },
  { code: '29', zh: '发票（总额）复印件', en: 'Copy of invoice (total amount)' },
  { code: '30', zh: '收货人损失证明', en: "Consignee's proof of loss" },
  { code: '31', zh: '赔款支付信息', en: 'Payment information' },
  { code: '32', zh: '授权委托书', en: 'Power of attorney' },
  { code: '33', zh: '赔款收据及权益转让书', en: 'Claim receipt and letter of subrogation' },
  { code: '34', zh: '向责任方索赔函', en: 'Letter of claim to the liable third party' },
  { code: '99', zh: '其他', en: 'Other' },
] as const;
export type ClaimDocumentType = CodeOf<typeof CLAIM_DOCUMENT_TYPES>;
