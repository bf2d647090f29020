import type { Executor } from '../client.ts';
import { notices } from '../schema/index.ts';

/** The insurer's public notices of the demo (dashboard "latest notices"); one is older than the five shown. */
const NOTICE_SEED: (typeof notices.$inferInsert)[] = [
  {
    publishDate: '2026-11-18',
    titleZh: '关于全面推行数电发票的通知',
    titleEn: 'Fully digitalised e-invoices for all premium payments',
    bodyZh:
      '自 2026 年 12 月 1 日起，本公司对货运险保费统一开具全面数字化的电子发票（数电发票），不再开具纸质发票。' +
      '发票将在保费到账后 3 个工作日内发送至投保时填写的邮箱，也可在“保单查询”中下载。' +
      '如需变更发票抬头或税号，请在开票前于“账户管理”中更新企业信息。',
    bodyEn:
      'From 1 December 2026 we issue fully digitalised e-invoices for all cargo insurance premium; paper invoices ' +
      'are no longer issued. The invoice is sent to the e-mail address given in the application within 3 working ' +
      'days after the premium is received and can also be downloaded under Policy enquiry. To change the invoice ' +
      'title or tax number, update your company details under Account before the invoice is issued.',
  },
  {
    publishDate: '2026-11-10',
    titleZh: '2027 年春节假期服务安排',
    titleEn: 'Service hours over the 2027 Spring Festival',
    bodyZh:
      '春节假期期间（以国务院办公厅公布的放假安排为准），线上投保、起运通知申报和保单下载 7×24 小时正常服务；' +
      '需人工核保的投保单、批改和申报将在节后第一个工作日起依次处理。报案服务全天候开放。' +
      '节前有大批出运计划的客户，请尽早完成投保与申报。',
    bodyEn:
      'Over the Spring Festival holiday (dates as announced by the General Office of the State Council), online ' +
      'insuring, transport declarations and policy downloads remain available around the clock. Applications, ' +
      'corrections and declarations referred to an underwriter are handled from the first working day after the ' +
      'holiday. Claims can be reported at any time. If you plan large shipments before the holiday, please insure ' +
      'and declare them early.',
  },
  {
    publishDate: '2026-08-03',
    titleZh: '台风季货物运输防损提示',
    titleEn: 'Typhoon season: protecting cargo in transit',
    bodyZh:
      '7 至 10 月为东南沿海台风高发期。请关注气象部门预警，合理安排船期；露天堆存的货物请加盖防雨布并垫高；' +
      '集装箱货物请确认箱体完好、绑扎牢固。台风影响期间港口停工导致的延误不属于保险责任，' +
      '但因台风造成的货物损失请于发现后尽快报案并保留现场照片。',
    bodyEn:
      'July to October is the typhoon season on the south-east coast. Follow the weather warnings and plan ' +
      'sailings accordingly; cover and raise cargo stored in the open; check that containers are sound and their ' +
      'cargo well lashed. Delay caused by port closures is not covered, but report cargo damaged by a typhoon as ' +
      'soon as it is found and keep photographs of the scene.',
  },
  {
    publishDate: '2026-06-15',
    titleZh: '线上批改功能上线',
    titleEn: 'Policy endorsements now online',
    bodyZh:
      '已签发保单的货物、运输和保额信息现可在“保单查询”中在线申请批改，起运前还可申请注销。' +
      '批改结果和加费、退费金额即时显示；需人工审核的批改可在“批改查询”中跟踪进度。',
    bodyEn:
      'Goods, transport and sum insured details of an issued policy can now be endorsed online from Policy ' +
      'enquiry, and a policy can be cancelled before departure. The outcome and any additional or returned premium ' +
      'are shown at once; endorsements referred to an underwriter can be followed under Endorsement enquiry.',
  },
  {
    publishDate: '2026-05-20',
    titleZh: '系统维护公告',
    titleEn: 'Scheduled maintenance',
    bodyZh:
      '为提升服务质量，本平台将于 2026 年 5 月 30 日 22:00 至 5 月 31 日 02:00 进行系统维护，' +
      '期间暂停投保、申报与支付服务，报案热线不受影响。由此带来的不便，敬请谅解。',
    bodyEn:
      'The portal will be under maintenance from 22:00 on 30 May to 02:00 on 31 May 2026 (China time). Insuring, ' +
      'declarations and payments are unavailable during this time; the claims hotline is not affected. We ' +
      'apologise for any inconvenience.',
  },
  {
    publishDate: '2026-03-02',
    titleZh: '出口货物运输保险费率调整说明',
    titleEn: 'Export cargo rates from 1 April 2026',
    bodyZh:
      '自 2026 年 4 月 1 日起，途经高风险国家或地区的出口货物加收 0.05% 的风险附加费率，其他费率不变。' +
      '已签发的保单不受影响。',
    bodyEn:
      'From 1 April 2026 export shipments passing through a high-risk country or region carry a loading of 0.05% ' +
      'of the sum insured; other rates are unchanged. Policies already issued are not affected.',
  },
];

/** Loads the demo notices; called once from `seedIfEmpty`. */
export const seedNotices = async (db: Executor) => {
  await db.insert(notices).values(NOTICE_SEED);
};
