import { GOODS_CATEGORIES, labelOf } from '@cargo/domain';
import type { GoodsCategorySuggestion } from '@cargo/domain/schemas/basedata-lookups';
import { callerLanguage } from '../../platform/request-language.ts';

/**
 * cargoRiskDepictRecognition: a rule-based matcher from a goods description to goods subcategories
 * (docs/business-rules.md "Base data"). Each subcategory has Chinese and English keywords; a keyword found
 * in the description counts its length in characters (longer, more specific words weigh more), and the
 * best three subcategories are suggested. English keywords match whole words, case-insensitively.
 */
/** Keywords of each subcategory, separated by `|`. */
const KEYWORD_LISTS: Readonly<Record<string, string>> = {
  '0101': '日用品|百货|洗护|厨具|餐具|household goods|kitchenware|tableware|sundries',
  '0102': '五金|工具|螺丝|扳手|锁具|hardware|tools|screws|fasteners|spanners',
  '0103': '家具|沙发|桌椅|床垫|柜子|furniture|sofa|sofas|chairs|tables|mattress',
  '0104': '纸张|纸板|纸浆|纸制品|paper|paperboard|pulp|tissue paper',
  '0105': '塑料制品|橡胶|轮胎|塑料袋|plastic products|rubber|tyres|tires|plastic bags',
  '0106': '玩具|文具|体育用品|健身器材|toys|stationery|sporting goods|fitness',
  '0201': '机械|机床|设备|泵|压缩机|发动机|machinery|machine|pump|compressor|engine',
  '0202': '精密仪器|仪器|仪表|光学|医疗设备|precision instruments|instruments|optical|medical equipment',
  '0203': '零部件|配件|轴承|齿轮|阀门|spare parts|parts|bearings|gears|valves',
  '0301':
    '家电|冰箱|空调|洗衣机|电视|微波炉|appliances|refrigerators|air conditioners|washing machines|televisions',
  '0302':
    '电子元器件|芯片|电路板|电容|半导体|electronic components|chips|circuit boards|semiconductors|capacitors',
  '0303':
    '手机|电脑|笔记本|平板|数码|相机|mobile phones|phones|smartphones|laptops|computers|tablets|cameras',
  '0401': '棉花|纱线|化纤|羊毛|原棉|cotton|yarn|wool|fibre|fiber',
  '0402': '布匹|面料|坯布|织物|fabrics|fabric|textiles|cloth',
  '0403': '服装|鞋|帽|衣服|成衣|garments|apparel|clothing|shoes|footwear|hats',
  '0501': '粮食|大豆|小麦|玉米|稻谷|大米|grain|soybeans|wheat|corn|maize|rice',
  '0502': '食用油|油脂|棕榈油|豆油|菜籽油|edible oil|palm oil|soybean oil|vegetable oil',
  '0503': '冷冻|冻品|生鲜|肉类|海鲜|冷链|frozen|chilled|meat|seafood|reefer',
  '0504': '水果|蔬菜|果蔬|鲜果|fruit|fruits|vegetables|fresh produce',
  '0505': '食品|饮料|罐头|零食|酒|food|beverages|canned|snacks|wine',
  '0601': '化工品|化工原料|化学品|涂料|chemicals|chemical|coatings|detergent',
  '0602': '塑料粒子|树脂|聚乙烯|聚丙烯|PVC|resin|resins|polyethylene|polypropylene|plastic pellets',
  '0603': '危险品|危化品|易燃|腐蚀|锂电池|dangerous goods|hazardous|flammable|corrosive|lithium batteries',
  '0701': '钢材|钢板|钢卷|螺纹钢|型钢|steel|steel coils|steel plates|rebar|steel bars',
  '0702': '钢管|金属制品|铁丝|钢丝|steel pipes|metal products|wire|galvanized',
  '0703': '铜|铝|锌|镍|有色金属|copper|aluminium|aluminum|zinc|nickel',
  '0801': '玻璃|玻璃制品|镜子|glass|glassware|mirrors',
  '0802': '陶瓷|瓷砖|瓷器|卫浴|ceramics|ceramic tiles|porcelain|sanitary ware',
  '0803': '石材|大理石|花岗岩|板材|stone|marble|granite|slabs',
  '0901': '汽车|整车|新车|轿车|电动车|vehicles|cars|new cars|electric vehicles',
  '0902': '挖掘机|叉车|拖拉机|工程车|装载机|excavators|forklifts|tractors|loaders',
  '1001': '活动物|活牛|活羊|活鱼|种畜|live animals|livestock|cattle|live fish',
  '1002': '活植物|苗木|花卉|种苗|live plants|seedlings|flowers|nursery stock',
  '1101': '黄金|白银|珠宝|首饰|钻石|gold|silver|jewellery|jewelry|diamonds',
  '1102': '艺术品|古董|字画|文物|雕塑|works of art|artwork|antiques|paintings|sculpture',
  '1201': '二手设备|旧设备|旧机器|used machinery|second-hand machinery|used equipment',
  '1202': '二手车|旧车|used vehicles|used cars|second-hand cars',
  '1203': '旧货|二手|废旧|used goods|second-hand|scrap',
  '1301': '项目货物|大件|超限|超重|风电|变压器|project cargo|heavy lift|oversized|wind turbine|transformer',
};

const KEYWORDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries(KEYWORD_LISTS).map(([code, list]) => [code, list.split('|')]),
);

/** At most this many suggestions answer one description. */
export const GOODS_SUGGESTION_LIMIT = 3;

const HAN = /\p{Script=Han}/u;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const foundIn = (description: string, keyword: string): boolean =>
  HAN.test(keyword)
    ? description.includes(keyword)
    : new RegExp(`(^|[^a-z])${escapeRegExp(keyword.toLowerCase())}([^a-z]|$)`).test(description);

export const recognizeGoods = (goodsDescription: string): GoodsCategorySuggestion[] => {
  const description = goodsDescription.toLowerCase();
  const language = callerLanguage();
  const suggestions: GoodsCategorySuggestion[] = [];
  for (const category of GOODS_CATEGORIES) {
    for (const subcategory of category.subcategories) {
      const matched = (KEYWORDS[subcategory.code] ?? []).filter((keyword) => foundIn(description, keyword));
      if (matched.length === 0) continue;
      suggestions.push({
        majorCategory: category.code,
        majorCategoryName: labelOf([category], category.code, language),
        subCategory: subcategory.code,
        subCategoryName: labelOf([subcategory], subcategory.code, language),
        matchedKeywords: matched,
        score: matched.reduce((sum, keyword) => sum + keyword.length, 0),
      });
    }
  }
  return suggestions
    .sort((a, b) => b.score - a.score || a.subCategory.localeCompare(b.subCategory))
    .slice(0, GOODS_SUGGESTION_LIMIT);
};

/** Subcategories with keywords, for the test that every subcategory can be suggested. */
export const RECOGNIZED_SUBCATEGORIES = Object.keys(KEYWORDS);
