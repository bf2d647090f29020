import { PAPER_TYPES, SEAL_TYPES, toOptions } from '@cargo/domain';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../i18n/use-language.ts';
import { optionsOf } from './format.ts';

type DatePrintFormats = Parameters<typeof optionsOf>[0];

/**
 * How a document is laid out when printed: the paper, the seal and how dates are printed (the base data's
 * formats). The print dialog asks them before a print; the print habit keeps them as its defaults.
 */
export function PrintLayoutFields({
  labels,
  testId,
  formats,
}: {
  /** The dialog's words, or the fields' own names (the habit). */
  labels: 'document.web' | 'field';
  testId: 'print' | 'print-habit';
  formats: DatePrintFormats;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <>
      <Form.Item name="paperType" label={t(`${labels}.paperType`)}>
        <Select options={toOptions(PAPER_TYPES, language)} data-testid={`${testId}-paper`} />
      </Form.Item>
      <Form.Item name="sealType" label={t(`${labels}.sealType`)}>
        <Select options={toOptions(SEAL_TYPES, language)} data-testid={`${testId}-seal`} />
      </Form.Item>
      <Form.Item name="datePrintFormat" label={t(`${labels}.datePrintFormat`)}>
        <Select options={optionsOf(formats, language)} data-testid={`${testId}-date-format`} />
      </Form.Item>
    </>
  );
}
