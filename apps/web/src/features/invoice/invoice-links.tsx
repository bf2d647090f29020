import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import type { InvoiceSourceType } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { downloadInvoicePdf } from './invoice.api.ts';

export const INVOICE_LIST_PATH = '/invoice';
export const INVOICE_REQUEST_PATH = '/invoice/request';
export const POLICY_ENQUIRY_PATH = '/policy-query-download';
export const SETTLEMENT_ENQUIRY_PATH = '/pending-task/settlement';

/** Saves an invoice's PDF. */
export function DownloadInvoiceButton({
  invoiceNo,
  primary = false,
}: {
  invoiceNo: string;
  primary?: boolean;
}) {
  const { t } = useTranslation();
  const save = useMutation({ mutationFn: () => downloadInvoicePdf(invoiceNo) });
  return (
    <Button
      type={primary ? 'primary' : 'link'}
      size={primary ? 'middle' : 'small'}
      icon={<DownloadOutlined />}
      loading={save.isPending}
      onClick={() => save.mutate()}
      aria-label={`${t('invoice.web.download')} ${invoiceNo}`}
      data-testid={`invoice-download-${invoiceNo}`}
    >
      {t('invoice.web.download')}
    </Button>
  );
}

/**
 * "Invoice" on a paid premium (an issued policy, a paid settlement): the request page, or the invoice when
 * it is issued already.
 */
export function InvoiceLink({
  sourceType,
  sourceNo,
  invoiceNo = null,
}: {
  sourceType: InvoiceSourceType;
  sourceNo: string;
  invoiceNo?: string | null;
}) {
  const { t } = useTranslation();
  const search = new URLSearchParams({ sourceType, sourceNo }).toString();
  return (
    <Link
      to={`${INVOICE_REQUEST_PATH}?${search}`}
      aria-label={`${t(invoiceNo === null ? 'invoice.web.request' : 'invoice.web.view')} ${sourceNo}`}
      data-testid={`invoice-link-${sourceNo}`}
    >
      <FileTextOutlined /> {t(invoiceNo === null ? 'invoice.web.request' : 'invoice.web.view')}
    </Link>
  );
}
