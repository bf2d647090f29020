import type zh from '../zh-CN/settlement.ts';

export default {
  'settlement.kind.application': 'Application pending payment',
  'settlement.kind.declaration': 'Open policy monthly settlement',
  'settlement.column.settlementNo': 'Settlement no.',
  'settlement.column.kind': 'Type',
  'settlement.column.documentNo': 'Application / open policy no.',
  'settlement.column.product': 'Product',
  'settlement.column.insured': 'Insured',
  'settlement.column.period': 'Period / month',
  'settlement.column.date': 'Date',
  'settlement.column.count': 'Count',
  'settlement.column.currency': 'Currency',
  'settlement.column.insuredAmount': 'Sum insured',
  'settlement.column.premium': 'Premium due',
  'settlement.column.actions': 'Actions',
  'settlement.sheetName': 'Unpaid settlements',
  'settlement.intro':
    'Unpaid premium: applications pending payment, and the premium of declared certificates under an open policy, settled monthly.',
  'settlement.filter.label': 'Settlement enquiry filters',
  'settlement.filter.kind': 'Type',
  'settlement.filter.allKinds': 'All types',
  'settlement.filter.range': 'Date range',
  'settlement.filter.rangeHint':
    'Applications by submission date, certificates by declaration date; optional',
  'settlement.download': 'Download settlement list',
  'settlement.empty': 'No unpaid settlements',
  'settlement.totals.title': 'Unpaid in total',
  'settlement.totals.line': '{{currency}} {{premium}} ({{count}} items)',
  'settlement.totals.none': 'None',
  'settlement.totalText': '{{total}} in total',
  'settlement.action.pay': 'Go to payment',
} satisfies Record<keyof typeof zh, string>;
