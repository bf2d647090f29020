import type { CodeOf } from './code-list.ts';

/**
 * Loss types (claim category detail types, SPEC §3 base data `claimCategoryDetailType`; `getLossType`).
 * Codes as the insurer's claim system keeps them; the checklist and fast-claim rules read them by name.
 */
export const LOSS_TYPES = [
  { code: '01', key: 'cargoDamage', zh: '货损', en: 'Cargo Damage' },
  { code: '02', key: 'shortage', zh: '货差/短少', en: 'Shortage' },
  { code: '03', key: 'totalLoss', zh: '全损', en: 'Total Loss' },
  { code: '04', key: 'constructiveTotalLoss', zh: '推定全损', en: 'Constructive Total Loss' },
  { code: '05', key: 'generalAverage', zh: '共同海损', en: 'General Average' },
  { code: '06', key: 'salvage', zh: '救助费用', en: 'Salvage Charges' },
  { code: '07', key: 'sueAndLabour', zh: '施救费用', en: 'Sue and Labour Charges' },
  { code: '08', key: 'thirdPartyLiability', zh: '第三者责任', en: 'Third Party Liability' },
  { code: '09', key: 'personalInjury', zh: '人身伤亡', en: 'Personal Injury or Death' },
  { code: '10', key: 'vehicleDamage', zh: '车辆损失', en: 'Vehicle Damage' },
  { code: '99', key: 'other', zh: '其他', en: 'Other' },
] as const;
export type LossType = CodeOf<typeof LOSS_TYPES>;
/** Loss type codes by name, read from the one list. */
export const LOSS_TYPE = Object.fromEntries(LOSS_TYPES.map((type) => [type.key, type.code])) as {
  readonly [T in (typeof LOSS_TYPES)[number] as T['key']]: T['code'];
};

/**
 * Accident causes in two levels (SPEC §3 base data `claimAccidentCause`): level 1 is two digits, level 2 its
 * parent's code plus two digits. Wording follows the PICC/CIC ocean cargo clauses.
 */
export const ACCIDENT_CAUSES = [
  { code: '01', parentCode: '', zh: '自然灾害', en: 'Natural Calamities' },
  { code: '0101', parentCode: '01', zh: '恶劣气候', en: 'Heavy Weather' },
  { code: '0102', parentCode: '01', zh: '暴风雨', en: 'Rainstorm' },
  { code: '0103', parentCode: '01', zh: '台风', en: 'Typhoon' },
  { code: '0104', parentCode: '01', zh: '雷电', en: 'Lightning' },
  { code: '0105', parentCode: '01', zh: '洪水', en: 'Flood' },
  { code: '0106', parentCode: '01', zh: '地震', en: 'Earthquake' },
  { code: '0107', parentCode: '01', zh: '海啸', en: 'Tsunami' },
  { code: '0108', parentCode: '01', zh: '火山爆发', en: 'Volcanic Eruption' },
  { code: '0109', parentCode: '01', zh: '冰雹', en: 'Hail' },
  { code: '0110', parentCode: '01', zh: '暴雪', en: 'Snowstorm' },
  { code: '0111', parentCode: '01', zh: '泥石流、崖崩、滑坡', en: 'Debris Flow, Rockfall or Landslide' },
  { code: '0199', parentCode: '01', zh: '其他自然灾害', en: 'Other Natural Calamities' },
  { code: '02', parentCode: '', zh: '意外事故', en: 'Fortuitous Accidents' },
  { code: '0201', parentCode: '02', zh: '搁浅', en: 'Stranding' },
  { code: '0202', parentCode: '02', zh: '触礁', en: 'Striking a Reef' },
  { code: '0203', parentCode: '02', zh: '沉没', en: 'Sinking' },
  { code: '0204', parentCode: '02', zh: '碰撞', en: 'Collision' },
  { code: '0205', parentCode: '02', zh: '倾覆', en: 'Overturning / Capsizing' },
  { code: '0206', parentCode: '02', zh: '火灾', en: 'Fire' },
  { code: '0207', parentCode: '02', zh: '爆炸', en: 'Explosion' },
  { code: '0208', parentCode: '02', zh: '失踪', en: 'Missing' },
  { code: '0209', parentCode: '02', zh: '出轨', en: 'Derailment' },
  { code: '0210', parentCode: '02', zh: '装卸坠落', en: 'Dropping during Loading or Unloading' },
  { code: '0211', parentCode: '02', zh: '隧道、码头、桥梁坍塌', en: 'Collapse of Tunnel, Wharf or Bridge' },
  { code: '0212', parentCode: '02', zh: '航空器坠落', en: 'Aircraft Crash' },
  { code: '0299', parentCode: '02', zh: '其他意外事故', en: 'Other Accidents' },
  { code: '03', parentCode: '', zh: '外来原因', en: 'Extraneous Risks' },
  { code: '0301', parentCode: '03', zh: '偷窃、提货不着', en: 'Theft, Pilferage and Non-delivery' },
  { code: '0302', parentCode: '03', zh: '淡水雨淋', en: 'Fresh Water and/or Rain Damage' },
  { code: '0303', parentCode: '03', zh: '短量', en: 'Shortage in Weight' },
  { code: '0304', parentCode: '03', zh: '混杂、沾污', en: 'Intermixture and Contamination' },
  { code: '0305', parentCode: '03', zh: '渗漏', en: 'Leakage' },
  { code: '0306', parentCode: '03', zh: '碰损、破碎', en: 'Clash and Breakage' },
  { code: '0307', parentCode: '03', zh: '串味', en: 'Taint of Odour' },
  { code: '0308', parentCode: '03', zh: '受潮受热', en: 'Sweating and Heating' },
  { code: '0309', parentCode: '03', zh: '钩损', en: 'Hook Damage' },
  { code: '0310', parentCode: '03', zh: '包装破裂', en: 'Breakage of Packing' },
  { code: '0311', parentCode: '03', zh: '锈损', en: 'Rust' },
  { code: '0312', parentCode: '03', zh: '海水浸湿', en: 'Sea Water Damage' },
  { code: '0313', parentCode: '03', zh: '冷藏机器故障', en: 'Refrigerating Machinery Breakdown' },
  { code: '0314', parentCode: '03', zh: '战争', en: 'War' },
  { code: '0315', parentCode: '03', zh: '罢工', en: 'Strikes' },
  { code: '0399', parentCode: '03', zh: '其他外来原因', en: 'Other Extraneous Causes' },
  { code: '99', parentCode: '', zh: '其他', en: 'Other' },
  { code: '9901', parentCode: '99', zh: '原因不明', en: 'Unknown Cause' },
  { code: '9999', parentCode: '99', zh: '其他原因', en: 'Other Causes' },
] as const;
export type AccidentCause = (typeof ACCIDENT_CAUSES)[number];
