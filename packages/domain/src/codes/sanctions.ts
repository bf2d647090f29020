/**
 * Sanctions screening's coded values (issue 46), labelled for the compliance queue. Imported by path
 * (`@cargo/domain/codes/sanctions`), not through the package's index: their codes are plain words
 * ("policy") that documents print as words, which the documents' bare-code check would take for codes.
 */

export const SCREENED_PARTY_ROLES = [
  { code: 'applicant', zh: '投保人', en: 'Applicant' },
  { code: 'insured', zh: '被保险人', en: 'Insured' },
  { code: 'vessel', zh: '船舶', en: 'Vessel' },
  { code: 'route', zh: '航线（禁运目的地）', en: 'Route (embargoed destination)' },
] as const;

export const SCREENING_SUBJECT_TYPES = [
  { code: 'application', zh: '投保单', en: 'Application' },
  { code: 'declaration', zh: '申报', en: 'Declaration' },
  { code: 'policy', zh: '保单', en: 'Policy' },
  { code: 'claim', zh: '理赔', en: 'Claim' },
] as const;

export const SCREENING_STAGES = [
  { code: 'quote', zh: '询价', en: 'Quote' },
  { code: 'submit', zh: '投保提交', en: 'Application submitted' },
  { code: 'declare', zh: '申报提交', en: 'Declaration submitted' },
  { code: 'batchRow', zh: '批量导入（逐行）', en: 'Batch upload row' },
  { code: 'settle', zh: '赔款支付前', en: 'Before claim settlement' },
  { code: 'rescreen', zh: '名单更新后复查', en: 'Re-screened after a list update' },
] as const;

export const SCREENING_STATUSES = [
  { code: 'noHit', zh: '未命中', en: 'No hit' },
  { code: 'pendingReview', zh: '待合规审核', en: 'Awaiting compliance review' },
  { code: 'cleared', zh: '已排除（误报）', en: 'Cleared (false positive)' },
  { code: 'confirmed', zh: '已确认命中', en: 'Hit confirmed' },
] as const;

/** The fields a hit matched by. */
export const MATCHED_FIELDS = [
  { code: 'name', zh: '名称', en: 'name' },
  { code: 'alias', zh: '别名', en: 'alias' },
  { code: 'imo', zh: 'IMO 编号', en: 'IMO number' },
  { code: 'country', zh: '国家', en: 'country' },
  { code: 'port', zh: '港口', en: 'port' },
] as const;
