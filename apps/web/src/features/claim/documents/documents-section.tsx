import type { ClaimDocuments } from '@cargo/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { claimDocumentsQuery } from '../claim.api.ts';
import { CarrierNoticeButton } from './carrier-notice-button.tsx';
import { ChecklistEmailButton } from './checklist-email-modal.tsx';
import { DocumentChecklist } from './document-checklist.tsx';
import { documentRows, UPLOAD_LIMIT_MB } from './document-rows.ts';
import styles from './documents.module.css';
import { OtherDocumentUpload } from './other-document-upload.tsx';
import { useDocumentDelete, useDocumentUpload } from './use-document-upload.ts';

export interface DocumentsSectionProps {
  reportNo: string;
  policyNo: string;
  reporterEmail: string;
  carrierNoticeDue: string;
}

/** The claim's documents (`detailsList`): the checklist with uploads, other documents, mail and notice. */
export function DocumentsSection({
  reportNo,
  policyNo,
  reporterEmail,
  carrierNoticeDue,
}: DocumentsSectionProps) {
  const { t } = useTranslation();
  const documents = useQuery(claimDocumentsQuery(reportNo));
  const upload = useDocumentUpload(reportNo);
  const remove = useDocumentDelete(reportNo);
  const toolbar = (
    <div className={styles.toolbar}>
      <ChecklistEmailButton reportNo={reportNo} policyNo={policyNo} defaultEmail={reporterEmail} />
      <CarrierNoticeButton reportNo={reportNo} />
    </div>
  );
  return (
    <Card title={t('claimWeb.section.documents')} extra={toolbar} data-testid="claim-documents">
      <DocumentsBody
        query={documents}
        carrierNoticeDue={carrierNoticeDue}
        upload={upload}
        onDelete={remove}
      />
    </Card>
  );
}

function DocumentsBody({
  query,
  carrierNoticeDue,
  upload,
  onDelete,
}: {
  query: UseQueryResult<ClaimDocuments>;
  carrierNoticeDue: string;
  upload: ReturnType<typeof useDocumentUpload>;
  onDelete: ReturnType<typeof useDocumentDelete>;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active />;
  if (query.isError) {
    return (
      <Result
        status="warning"
        title={t('claimWeb.detail.loadFailed')}
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>{t('claimWeb.common.retry')}</Button>}
      />
    );
  }
  const data = query.data;
  const rows = documentRows(data);
  return (
    <>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t('claimWeb.documents.intro', { limit: UPLOAD_LIMIT_MB })}
        {carrierNoticeDue && data.acceptsDocuments ? (
          <span style={{ display: 'block' }}>{t('claimWeb.carrier.hint', { due: carrierNoticeDue })}</span>
        ) : null}
      </Typography.Paragraph>
      {data.acceptsDocuments ? (
        <Alert
          style={{ marginBottom: 12 }}
          showIcon
          type={data.missing > 0 ? 'warning' : 'success'}
          title={
            data.missing > 0
              ? t('claimWeb.documents.missing', { count: data.missing })
              : t('claimWeb.documents.complete')
          }
          data-testid="doc-missing"
        />
      ) : (
        <Alert style={{ marginBottom: 12 }} showIcon type="info" title={t('claimWeb.documents.closed')} />
      )}
      <DocumentChecklist
        rows={rows}
        handlers={{
          acceptsDocuments: data.acceptsDocuments,
          uploading: upload.uploading,
          onUpload: upload.start,
          onDelete,
        }}
      />
      {data.acceptsDocuments ? (
        <OtherDocumentUpload rows={rows} uploading={upload.uploading} onUpload={upload.start} />
      ) : null}
    </>
  );
}
