/**
 * Ordinary company names for the false-positive rate: a seeded mix of Chinese port cities, trade words and
 * legal forms, as the portal's customers are named in English ("Ningbo Golden Harbour Logistics Co., Ltd.").
 */
const CITIES = [
  'Shanghai',
  'Ningbo',
  'Shenzhen',
  'Qingdao',
  'Tianjin',
  'Xiamen',
  'Dalian',
  'Guangzhou',
  'Suzhou',
  'Hangzhou',
  'Wuxi',
  'Foshan',
  'Dongguan',
  'Yantai',
  'Lianyungang',
  'Zhuhai',
];
const WORDS = [
  'Golden',
  'Harbour',
  'Ocean',
  'Star',
  'Bright',
  'Eastern',
  'Pacific',
  'Great Wall',
  'Evergreen',
  'Silver',
  'Phoenix',
  'Dragon',
  'Lotus',
  'Jade',
  'Sunrise',
  'Blue Sky',
  'Prosperity',
  'Harmony',
  'Unity',
  'Orient',
  'Rainbow',
  'Summit',
  'Crystal',
  'Pearl River',
  'Yangtze',
  'Century',
  'Fortune',
  'Victory',
  'Heng Tai',
  'Xin Da',
];
const TRADES = [
  'Trading',
  'Logistics',
  'Shipping',
  'Import & Export',
  'Textile',
  'Electronics',
  'Machinery',
  'Chemical',
  'Food',
  'Furniture',
  'Steel',
  'Auto Parts',
  'Packaging',
  'Garment',
  'Plastics',
  'Freight Forwarding',
  'Ceramics',
  'Toys',
];
const FORMS = [
  'Co., Ltd.',
  'Company Limited',
  'Co., Ltd',
  'Group Co., Ltd.',
  'Industrial Co., Ltd.',
  'Corp.',
  'Limited',
];

/** A small deterministic generator (mulberry32), so that the rate is the same on every run. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

export const generatedCompanyNames = (count: number, seed = 46): string[] => {
  const next = random(seed);
  const pick = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  return Array.from({ length: count }, () =>
    [pick(CITIES), pick(WORDS), pick(TRADES), pick(FORMS)].join(' '),
  );
};
