import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { ClaimDocument } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Modal, Result, Skeleton, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentViewUrl, downloadDocument, fetchDocument, handlingDocumentsQuery } from './claims.api.ts';

const IMAGE = /\.(jpe?g|png|gif|bmp|webp)$/i;
const PDF = /\.pdf$/i;

/** An image from its bytes (a blob URL the page's policy allows), released when closed. */
function ImageView({ reportNo, document }: { reportNo: string; document: ClaimDocument }) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | undefined;
    fetchDocument(reportNo, document.downloadKey)
      .then((file) => {
        objectUrl = URL.createObjectURL(file.blob);
        setUrl(objectUrl);
      })
      .catch(() => setFailed(true));
    return () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [reportNo, document.downloadKey]);
  if (failed) return <Result status="warning" />;
  if (!url) return <Skeleton.Image active />;
  return (
    <img
      src={url}
      alt={document.fileName}
      style={{ maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' }}
    />
  );
}

/** The document in the browser: an image, a PDF in a frame, or the way to download anything else. */
function DocumentViewer({
  reportNo,
  document,
  onClose,
}: {
  reportNo: string;
  document: ClaimDocument;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = () => void downloadDocument(reportNo, document.downloadKey, document.fileName);
  return (
    <Modal
      open
      title={t('operations.claims.documents.viewerTitle', { name: document.fileName })}
      onCancel={onClose}
      width={900}
      footer={
        <Space>
          <Button icon={<DownloadOutlined />} onClick={save}>
            {t('operations.claims.documents.download')}
          </Button>
          <Button type="primary" onClick={onClose}>
            {t('operations.common.cancel')}
          </Button>
        </Space>
      }
      data-testid="document-viewer"
    >
      {IMAGE.test(document.fileName) ? (
        <ImageView reportNo={reportNo} document={document} />
      ) : PDF.test(document.fileName) ? (
        <iframe
          title={document.fileName}
          src={documentViewUrl(reportNo, document.downloadKey)}
          style={{ width: '100%', height: '70vh', border: 0 }}
          data-testid="document-frame"
        />
      ) : (
        <Result status="info" title={t('operations.claims.documents.cannotPreview')} />
      )}
    </Modal>
  );
}

/** The customer's documents on the claim, each viewable in the browser, and what is still missing. */
export function ClaimDocumentsCard({ reportNo }: { reportNo: string }) {
  const { t } = useTranslation();
  const documents = useQuery(handlingDocumentsQuery(reportNo));
  const [viewing, setViewing] = useState<ClaimDocument>();
  const list = documents.data?.documents ?? [];
  return (
    <Card size="small" title={t('operations.claims.documents')} data-testid="handling-documents">
      {documents.isPending ? (
        <Skeleton active />
      ) : documents.isError ? (
        <Result
          status="warning"
          title={t('operations.common.loadFailed')}
          extra={<Button onClick={() => void documents.refetch()}>{t('operations.common.retry')}</Button>}
        />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('operations.claims.documents.empty')} />
      ) : (
        <Table<ClaimDocument>
          rowKey="downloadKey"
          size="small"
          pagination={false}
          dataSource={list}
          columns={[
            { title: t('field.typeCode'), dataIndex: 'typeName' },
            { title: t('operations.claims.documents.fileName'), dataIndex: 'fileName' },
            { title: t('operations.claims.documents.uploadedAt'), dataIndex: 'uploadedAt', width: 170 },
            {
              title: t('operations.switch.column.action'),
              key: 'view',
              width: 110,
              render: (_, document) => (
                <Button
                  size="small"
                  icon={<EyeOutlined />}
                  onClick={() => setViewing(document)}
                  aria-label={`${t('operations.claims.documents.view')} ${document.fileName}`}
                  data-testid={`view-${document.typeCode}`}
                >
                  {t('operations.claims.documents.view')}
                </Button>
              ),
            },
          ]}
        />
      )}
      {documents.data && documents.data.missing > 0 ? (
        <Tag color="orange" style={{ marginTop: 8 }}>
          {t('claimWeb.column.missingCount', { count: documents.data.missing })}
        </Tag>
      ) : null}
      {viewing ? (
        <DocumentViewer reportNo={reportNo} document={viewing} onClose={() => setViewing(undefined)} />
      ) : null}
    </Card>
  );
}
