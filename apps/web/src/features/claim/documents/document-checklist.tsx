import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { ALLOWED_UPLOAD_EXTENSIONS } from '@cargo/domain';
import { Button, Space, Table, type TableColumnsType, Tag, Typography, Upload } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { businessTimeText } from '../../../ui/business-time.tsx';
import { fileSize } from '../../../ui/format.ts';
import { downloadClaimDocument } from '../claim.api.ts';
import { type DocumentRow, type DocumentRowState, documentRowActions } from './document-rows.ts';
import styles from './documents.module.css';
import type { HeldFile } from './use-document-upload.ts';

/** What the file input offers (the server checks the content anyway). */
export const UPLOAD_ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

const STATE_COLORS: Readonly<Record<DocumentRowState, string>> = {
  uploaded: 'green',
  missing: 'default',
  outdated: 'orange',
};

export interface ChecklistHandlers {
  acceptsDocuments: boolean;
  /** The type being uploaded, if any: the other uploads wait. */
  uploading: string | undefined;
  onUpload: (typeCode: string, file: File, held: HeldFile | undefined) => void;
  onDelete: (typeCode: string, held: HeldFile) => void;
}

const heldOf = (row: DocumentRow): HeldFile | undefined =>
  row.document ? { typeName: row.typeName, fileName: row.document.fileName } : undefined;

/** Upload or Replace (both choose a file first), Download, Delete. */
function RowActions({ row, handlers }: { row: DocumentRow; handlers: ChecklistHandlers }) {
  const { t } = useTranslation();
  const can = documentRowActions(row, handlers.acceptsDocuments);
  const held = heldOf(row);
  return (
    <Space size={0} wrap>
      {can.upload || can.replace ? (
        <Upload
          accept={UPLOAD_ACCEPT}
          multiple={false}
          showUploadList={false}
          disabled={handlers.uploading !== undefined}
          beforeUpload={(file) => {
            handlers.onUpload(row.typeCode, file, held);
            // Sent through the gateway wrapper by the page, never by the Upload itself.
            return Upload.LIST_IGNORE;
          }}
        >
          <Button
            type="link"
            size="small"
            icon={<UploadOutlined />}
            loading={handlers.uploading === row.typeCode}
            aria-label={t(can.replace ? 'claimWeb.documents.replaceType' : 'claimWeb.documents.uploadType', {
              type: row.typeName,
            })}
            data-testid={`doc-upload-${row.typeCode}`}
          >
            {t(can.replace ? 'claimWeb.documents.replace' : 'claimWeb.documents.upload')}
          </Button>
        </Upload>
      ) : null}
      {can.download && row.document ? (
        <Button
          type="link"
          size="small"
          icon={<DownloadOutlined />}
          onClick={() => row.document && void downloadClaimDocument(row.document).catch(() => undefined)}
          data-testid={`doc-download-${row.typeCode}`}
        >
          {t('claimWeb.documents.download')}
        </Button>
      ) : null}
      {can.delete && held ? (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => handlers.onDelete(row.typeCode, held)}
          data-testid={`doc-delete-${row.typeCode}`}
        >
          {t('claimWeb.documents.delete')}
        </Button>
      ) : null}
    </Space>
  );
}

function ReasonCell({ row }: { row: DocumentRow }) {
  const { t } = useTranslation();
  return (
    <span>
      {row.extra ? t('claimWeb.documents.reason.extra') : row.reason}
      {row.requestedByInsurer && row.note ? (
        <Typography.Text type="warning" style={{ display: 'block', fontSize: 12 }}>
          {t('claimWeb.documents.requestedNote', { note: row.note })}
        </Typography.Text>
      ) : null}
    </span>
  );
}

function FileCell({ row }: { row: DocumentRow }) {
  const { t } = useTranslation();
  if (!row.document) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <span className={styles.fileName}>
      <PaperClipOutlined /> <span data-testid={`doc-file-${row.typeCode}`}>{row.document.fileName}</span>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {`${fileSize(row.document.size)} · ${businessTimeText(row.document.uploadedAt, t)}`}
      </Typography.Text>
    </span>
  );
}

const columns = (t: TFunction, handlers: ChecklistHandlers): TableColumnsType<DocumentRow> => [
  {
    title: t('claimWeb.documents.type'),
    key: 'type',
    width: 230,
    render: (_: unknown, row) => (
      <span>
        <Typography.Text type="secondary" style={{ marginRight: 6 }}>
          {row.typeCode}
        </Typography.Text>
        {row.typeName}
      </span>
    ),
  },
  {
    title: t('claimWeb.documents.reason'),
    key: 'reason',
    width: 200,
    render: (_, row) => <ReasonCell row={row} />,
  },
  { title: t('claimWeb.documents.file'), key: 'file', render: (_: unknown, row) => <FileCell row={row} /> },
  {
    title: t('claimWeb.documents.state'),
    key: 'state',
    width: 110,
    render: (_: unknown, row) => (
      <Tag color={STATE_COLORS[row.state]} data-testid={`doc-state-${row.typeCode}`} data-state={row.state}>
        {t(`claimWeb.documents.state.${row.state}`)}
      </Tag>
    ),
  },
  {
    title: t('claimWeb.common.actions'),
    key: 'actions',
    width: 290,
    render: (_: unknown, row) => <RowActions row={row} handlers={handlers} />,
  },
];

/** The checklist: each expected or requested document type, its file, its state and what can be done. */
export function DocumentChecklist({
  rows,
  handlers,
}: {
  rows: readonly DocumentRow[];
  handlers: ChecklistHandlers;
}) {
  const { t } = useTranslation();
  return (
    <Table<DocumentRow>
      rowKey="typeCode"
      size="middle"
      columns={columns(t, handlers)}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 900 }}
      rowClassName={(row) => (row.requestedByInsurer && row.state !== 'uploaded' ? styles.requested : '')}
      data-testid="doc-checklist"
    />
  );
}
