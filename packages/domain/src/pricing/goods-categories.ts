import type { ReferralKey } from './outcome.ts';

/**
 * Goods categories (SPEC §3 goods info: major category and subcategory) with their underwriting
 * attributes:
 * - `loadingPpm`: multiplier of the main-clause base rate, in ppm (1 000 000 = ×1, 3 000 000 = ×3);
 * - `refer`: the referral (manual underwriting) the goods always trigger, if any;
 * - `deductible`: the deductible class (DOMAIN §8): standard, fragile, or grain/oils (mandatory).
 * The multipliers follow DOMAIN §8 (perishable ×2, fragile ×3, electronics ×1.5) and the rate drivers of
 * DOMAIN §3.1 (machinery, bare steel, precision goods, phones); they are suggestions for the insurer to
 * confirm, not a filed tariff.
 */

export type DeductibleClass = 'standard' | 'fragile' | 'grainOils';

export interface GoodsSubcategory {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  readonly loadingPpm: number;
  readonly refer?: ReferralKey;
  readonly deductible: DeductibleClass;
  /** Dangerous goods (GB 12268); the hazardous-goods carrier liability product insures them without referral. */
  readonly hazardous?: boolean;
}

export interface GoodsCategory {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
  readonly subcategories: readonly GoodsSubcategory[];
}

const X1 = 1_000_000;
const X1_25 = 1_250_000;
const X1_5 = 1_500_000;
const X2 = 2_000_000;
const X3 = 3_000_000;

export const GOODS_CATEGORIES = [
  {
    code: '01',
    zh: '普通货物',
    en: 'General merchandise',
    subcategories: [
      { code: '0101', zh: '日用百货', en: 'Daily necessities', loadingPpm: X1, deductible: 'standard' },
      { code: '0102', zh: '五金工具', en: 'Hardware and tools', loadingPpm: X1, deductible: 'standard' },
      { code: '0103', zh: '家具', en: 'Furniture', loadingPpm: X1, deductible: 'standard' },
      {
        code: '0104',
        zh: '纸张及纸制品',
        en: 'Paper and paper products',
        loadingPpm: X1,
        deductible: 'standard',
      },
      {
        code: '0105',
        zh: '塑料及橡胶制品',
        en: 'Plastic and rubber products',
        loadingPpm: X1,
        deductible: 'standard',
      },
      {
        code: '0106',
        zh: '玩具及文体用品',
        en: 'Toys, stationery and sporting goods',
        loadingPpm: X1,
        deductible: 'standard',
      },
    ],
  },
  {
    code: '02',
    zh: '机械设备',
    en: 'Machinery and equipment',
    subcategories: [
      {
        code: '0201',
        zh: '通用机械设备',
        en: 'General machinery',
        loadingPpm: X1_25,
        deductible: 'standard',
      },
      {
        code: '0202',
        zh: '精密仪器',
        en: 'Precision instruments',
        loadingPpm: X2,
        deductible: 'fragile',
      },
      {
        code: '0203',
        zh: '机械零部件及配件',
        en: 'Machine parts and accessories',
        loadingPpm: X1,
        deductible: 'standard',
      },
    ],
  },
  {
    code: '03',
    zh: '电子电器',
    en: 'Electronics and electrical appliances',
    subcategories: [
      { code: '0301', zh: '家用电器', en: 'Household appliances', loadingPpm: X1_5, deductible: 'standard' },
      {
        code: '0302',
        zh: '电子元器件',
        en: 'Electronic components',
        loadingPpm: X1_5,
        deductible: 'standard',
      },
      {
        code: '0303',
        zh: '手机、电脑及数码产品',
        en: 'Mobile phones, computers and digital products',
        loadingPpm: X2,
        deductible: 'standard',
      },
    ],
  },
  {
    code: '04',
    zh: '纺织服装',
    en: 'Textiles and garments',
    subcategories: [
      {
        code: '0401',
        zh: '纺织原料（棉花、纱线等）',
        en: 'Textile raw materials (cotton, yarn…)',
        loadingPpm: X1,
        deductible: 'standard',
      },
      { code: '0402', zh: '布匹面料', en: 'Fabrics', loadingPpm: X1, deductible: 'standard' },
      {
        code: '0403',
        zh: '服装鞋帽',
        en: 'Garments, footwear and headwear',
        loadingPpm: X1,
        deductible: 'standard',
      },
    ],
  },
  {
    code: '05',
    zh: '食品及农产品',
    en: 'Food and agricultural products',
    subcategories: [
      { code: '0501', zh: '粮食谷物', en: 'Grain and cereals', loadingPpm: X1, deductible: 'grainOils' },
      { code: '0502', zh: '食用油脂', en: 'Edible oils and fats', loadingPpm: X1, deductible: 'grainOils' },
      {
        code: '0503',
        zh: '生鲜及冷冻食品',
        en: 'Fresh and frozen food',
        loadingPpm: X2,
        deductible: 'standard',
      },
      {
        code: '0504',
        zh: '新鲜果蔬',
        en: 'Fresh fruit and vegetables',
        loadingPpm: X2,
        deductible: 'standard',
      },
      {
        code: '0505',
        zh: '包装食品及饮料',
        en: 'Packaged food and beverages',
        loadingPpm: X1,
        deductible: 'standard',
      },
    ],
  },
  {
    code: '06',
    zh: '化工产品',
    en: 'Chemicals',
    subcategories: [
      {
        code: '0601',
        zh: '普通化工品（非危险品）',
        en: 'Non-hazardous chemicals',
        loadingPpm: X1_25,
        deductible: 'standard',
      },
      {
        code: '0602',
        zh: '塑料原料及树脂',
        en: 'Plastic raw materials and resins',
        loadingPpm: X1,
        deductible: 'standard',
      },
      {
        code: '0603',
        zh: '危险化学品',
        en: 'Hazardous chemicals (dangerous goods)',
        loadingPpm: X3,
        refer: 'pricing.refer.hazardousGoods',
        deductible: 'standard',
        hazardous: true,
      },
    ],
  },
  {
    code: '07',
    zh: '金属及钢材',
    en: 'Metals and steel',
    subcategories: [
      { code: '0701', zh: '裸装钢材', en: 'Bare (unpacked) steel', loadingPpm: X1_5, deductible: 'standard' },
      {
        code: '0702',
        zh: '包装钢材及金属制品',
        en: 'Packed steel and metal products',
        loadingPpm: X1,
        deductible: 'standard',
      },
      {
        code: '0703',
        zh: '有色金属（铜、铝等）',
        en: 'Non-ferrous metals (copper, aluminium…)',
        loadingPpm: X1_25,
        deductible: 'standard',
      },
    ],
  },
  {
    code: '08',
    zh: '玻璃陶瓷等易碎品',
    en: 'Glass, ceramics and other fragile goods',
    subcategories: [
      {
        code: '0801',
        zh: '玻璃及玻璃制品',
        en: 'Glass and glassware',
        loadingPpm: X3,
        deductible: 'fragile',
      },
      { code: '0802', zh: '陶瓷制品', en: 'Ceramics', loadingPpm: X3, deductible: 'fragile' },
      { code: '0803', zh: '石材板材', en: 'Stone slabs', loadingPpm: X3, deductible: 'fragile' },
    ],
  },
  {
    code: '09',
    zh: '车辆',
    en: 'Vehicles',
    subcategories: [
      {
        code: '0901',
        zh: '新车（整车）',
        en: 'New vehicles (complete)',
        loadingPpm: X1_5,
        deductible: 'standard',
      },
      {
        code: '0902',
        zh: '工程机械车辆',
        en: 'Construction and agricultural vehicles',
        loadingPpm: X1_25,
        deductible: 'standard',
      },
    ],
  },
  {
    code: '10',
    zh: '活动物及活植物',
    en: 'Live animals and plants',
    subcategories: [
      {
        code: '1001',
        zh: '活动物',
        en: 'Live animals',
        loadingPpm: X2,
        refer: 'pricing.refer.liveAnimals',
        deductible: 'standard',
      },
      {
        code: '1002',
        zh: '活植物及苗木',
        en: 'Live plants and seedlings',
        loadingPpm: X2,
        refer: 'pricing.refer.liveAnimals',
        deductible: 'standard',
      },
    ],
  },
  {
    code: '11',
    zh: '贵重物品',
    en: 'Valuables',
    subcategories: [
      {
        code: '1101',
        zh: '贵金属及珠宝首饰',
        en: 'Precious metals and jewellery',
        loadingPpm: X2,
        refer: 'pricing.refer.valuables',
        deductible: 'standard',
      },
      {
        code: '1102',
        zh: '艺术品及古董',
        en: 'Works of art and antiques',
        loadingPpm: X3,
        refer: 'pricing.refer.valuables',
        deductible: 'fragile',
      },
    ],
  },
  {
    code: '12',
    zh: '旧货（二手货物）',
    en: 'Used (second-hand) goods',
    subcategories: [
      {
        code: '1201',
        zh: '二手机械设备',
        en: 'Used machinery and equipment',
        loadingPpm: X2,
        refer: 'pricing.refer.usedGoods',
        deductible: 'standard',
      },
      {
        code: '1202',
        zh: '二手车辆',
        en: 'Used vehicles',
        loadingPpm: X2,
        refer: 'pricing.refer.usedGoods',
        deductible: 'standard',
      },
      {
        code: '1203',
        zh: '其他旧货',
        en: 'Other used goods',
        loadingPpm: X2,
        refer: 'pricing.refer.usedGoods',
        deductible: 'standard',
      },
    ],
  },
  {
    code: '13',
    zh: '项目货物',
    en: 'Project cargo',
    subcategories: [
      {
        code: '1301',
        zh: '项目货物及超大超重设备',
        en: 'Project cargo and oversized or heavy-lift equipment',
        loadingPpm: X1_5,
        refer: 'pricing.refer.projectCargo',
        deductible: 'standard',
      },
    ],
  },
] as const satisfies readonly GoodsCategory[];

export type GoodsMajorCode = (typeof GOODS_CATEGORIES)[number]['code'];
export type GoodsSubcategoryCode = (typeof GOODS_CATEGORIES)[number]['subcategories'][number]['code'];

/** The major category with this code, or undefined. */
export function findGoodsCategory(majorCode: string): GoodsCategory | undefined {
  return (GOODS_CATEGORIES as readonly GoodsCategory[]).find((c) => c.code === majorCode);
}

/** The subcategory `subCode` of the major category `majorCode`, or undefined if either is unknown. */
export function findGoodsSubcategory(majorCode: string, subCode: string): GoodsSubcategory | undefined {
  return findGoodsCategory(majorCode)?.subcategories.find((s) => s.code === subCode);
}
