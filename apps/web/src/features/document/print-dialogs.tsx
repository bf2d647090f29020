import { DEFAULT_PRINT_OPTIONS, type Language, PRINT_POLLING, type PrintOptions } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, type ButtonProps, Form, Modal, Radio, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { baseDataQuery } from '../../api/shell.api.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { PrintLayoutFields } from '../../ui/print-fields.tsx';
import type { PrintingState } from './use-printing.ts';

/**
 * The print options of SPEC §3 (language, paper and seal, date print format), before a print; they start
 * from `defaults` (the print habit), read once `loading` is over.
 */
export function PrintOptionsDialog({
  open,
  defaults,
  loading,
  onCancel,
  onPrint,
}: {
  open: boolean;
  defaults: PrintOptions;
  loading: boolean;
  onCancel: () => void;
  onPrint: (options: PrintOptions) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formats = useQuery({ ...baseDataQuery(), enabled: open }).data?.datePrintFormat ?? [];
  const [form] = Form.useForm<PrintOptions>();
  const initialValues = { ...DEFAULT_PRINT_OPTIONS, language, ...defaults };
  return (
    <Modal
      open={open}
      title={t('document.web.printOptions')}
      okText={t('document.web.print')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'print-options-ok', disabled: loading } as ButtonProps}
    >
      {loading ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onPrint} preserve={false}>
          <Form.Item name="language" label={t('document.web.printLanguage')}>
            <Radio.Group
              options={[
                { value: 'zh-CN' satisfies Language, label: t('document.web.printZh') },
                { value: 'en-US' satisfies Language, label: t('document.web.printEn') },
              ]}
              data-testid="print-language"
            />
          </Form.Item>
          <PrintLayoutFields labels="document.web" testId="print" formats={formats} />
        </Form>
      )}
    </Modal>
  );
}

/** A dispatched print being checked (1 of 3 …), or not ready after the checks with "Try again". */
export function PrintProgressDialog({
  state,
  onRetry,
  onClose,
}: {
  state: PrintingState;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const polling = state.phase === 'printing' && state.attempt > 0;
  const open = polling || state.phase === 'notReady';
  const footer =
    state.phase === 'notReady' ? (
      <Space>
        <Button onClick={onClose}>{t('document.web.close')}</Button>
        <Button type="primary" onClick={onRetry} data-testid="print-retry">
          {t('document.web.retry')}
        </Button>
      </Space>
    ) : null;
  return (
    <Modal
      open={open}
      title={t('document.web.printingTitle')}
      footer={footer}
      onCancel={onClose}
      closable={!polling}
    >
      <div data-testid="print-progress" aria-live="polite">
        {state.phase === 'notReady' ? (
          <Alert type="warning" showIcon message={t('document.web.notReady')} data-testid="print-not-ready" />
        ) : (
          <Space>
            <Spin />
            {t('document.web.polling', {
              attempt: state.phase === 'printing' ? state.attempt : 0,
              total: PRINT_POLLING.attempts,
            })}
          </Space>
        )}
      </div>
    </Modal>
  );
}
