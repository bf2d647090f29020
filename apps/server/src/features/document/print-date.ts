import datePrintFormats from '../basedata/data/date-print-formats.json' with { type: 'json' };

/**
 * A sailing date as the certificate's date print format asks (base-data list `datePrintFormat`): a pattern
 * (YYYY-MM-DD, MMM. DD, YYYY, DD MMM YYYY, …) or words instead of a date ("AS PER B/L").
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const formatPrintDate = (isoDate: string | null, formatCode: string, chinese: boolean): string => {
  const format = datePrintFormats.find((option) => option.valueCode === formatCode);
  if (format !== undefined && format.pattern === null) {
    return chinese ? format.valueChineseName : format.valueEnglishName;
  }
  if (isoDate === null || !/^\d{4}-\d{2}-\d{2}/.test(isoDate)) return isoDate ?? '';
  const [year = '', month = '', day = ''] = isoDate.slice(0, 10).split('-');
  const monthName = MONTHS[Number(month) - 1] ?? month;
  const pattern = format?.pattern ?? 'YYYY-MM-DD';
  return pattern
    .replace('YYYY', year)
    .replace('MMM', pattern.startsWith('DD MMM') ? monthName.toUpperCase() : monthName)
    .replace('MM', month)
    .replace('DD', day);
};
