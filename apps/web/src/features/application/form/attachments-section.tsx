import { DeleteOutlined, DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ALLOWED_UPLOAD_EXTENSIONS,
  ATTACHMENT_DOCUMENT_TYPES,
  type AttachmentDocumentType,
  labelOf,
  MAX_UPLOAD_BYTES,
  type StoredFile,
} from '@cargo/domain';
import { Button, Form, Space, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { isGatewayError, isMaintenance } from '../../../api/request.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ActsOn } from '../../../ui/acts-on.tsx';
import { SectionCard } from '../../../ui/form-kit.tsx';
import { fileSize } from '../../../ui/format.ts';
import { downloadAttachment, uploadAttachment } from '../../file/index.ts';
import styles from './application-form.module.css';
import {
  type AttachmentRow,
  attachmentRows,
  checkAttachmentFile,
  unplacedAttachmentIds,
  withAttachment,
  withoutAttachment,
} from './attachments-model.ts';

const LIMIT_MB = MAX_UPLOAD_BYTES / (1024 * 1024);
const ACCEPT = ALLOWED_UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** SPEC §3 "Attachments": classified files, one per document type, checked again by the server. */
export function AttachmentsSection({ known }: { known: readonly StoredFile[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard section="attachments" title={t('insuringWeb.section.attachments')}>
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {t('insuringWeb.attachments.hint', { limit: LIMIT_MB })}
      </Typography.Paragraph>
      <Form.Item name="attachments" style={{ marginBottom: 0 }}>
        <AttachmentsInput known={known} />
      </Form.Item>
    </SectionCard>
  );
}

interface AttachmentsInputProps {
  /** File ids (the form's `attachments`). */
  value?: string[] | null;
  onChange?: (ids: string[]) => void;
  /** Files described when the form was loaded. */
  known: readonly StoredFile[];
}

/** One row per document type: upload (a repeat replaces), download, remove. */
function AttachmentsInput({ value, onChange, known }: AttachmentsInputProps) {
  const { t } = useTranslation();
  const ids = value ?? [];
  const { files, uploading, upload } = useAttachmentUpload(known, ids, onChange);
  const remove = (id: string) => onChange?.(withoutAttachment(ids, id));
  return (
    <div className={styles.attachments} data-testid="attachments">
      {attachmentRows(ids, files).map((row) => (
        <AttachmentLine
          key={row.documentType}
          row={row}
          uploading={uploading}
          onUpload={(candidate) => void upload(row.documentType, candidate)}
          onRemove={remove}
        />
      ))}
      {unplacedAttachmentIds(ids, files).map((id) => (
        <div key={id} className={styles.attachmentRow}>
          <span className={styles.attachmentType} />
          <span className={styles.attachmentFile}>{t('insuringWeb.attachments.unknownFile', { id })}</span>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('insuringWeb.attachments.remove')}
            onClick={() => remove(id)}
          />
        </div>
      ))}
    </div>
  );
}

/**
 * The files the input knows and the upload of one for a document type: checked first (SPEC §5 messages,
 * nothing sent), then sent and added in place of that type's file.
 */
function useAttachmentUpload(
  known: readonly StoredFile[],
  ids: string[],
  onChange: ((ids: string[]) => void) | undefined,
) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [files, setFiles] = useState(() => new Map(known.map((file) => [file.fileId, file])));
  const [uploading, setUploading] = useState<AttachmentDocumentType>();
  // The ids of the moment an upload ends (the user may remove another file meanwhile).
  const latest = useRef({ ids, files });
  latest.current = { ids, files };

  const upload = async (documentType: AttachmentDocumentType, candidate: File) => {
    const checked = checkAttachmentFile(candidate);
    if (checked !== true) {
      message.info(
        checked === 'validation.attachment.size'
          ? t('insuringWeb.attachments.sizeOver', { index: 1, limit: LIMIT_MB })
          : t(checked),
      );
      return;
    }
    setUploading(documentType);
    try {
      const stored = await uploadAttachment(candidate, documentType);
      setFiles(new Map(latest.current.files).set(stored.fileId, stored));
      onChange?.(withAttachment(latest.current.ids, latest.current.files, stored));
      message.success(t('insuringWeb.attachments.uploaded', { name: stored.fileName }));
    } catch (error) {
      // A session end or maintenance has been dealt with by the request wrapper.
      if (isGatewayError(error) && (error.isSessionEnd || isMaintenance(error.code))) return;
      message.error(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(undefined);
    }
  };
  return { files, uploading, upload };
}

interface AttachmentLineProps {
  row: AttachmentRow;
  /** The document type being uploaded, if any: the other uploads wait. */
  uploading: AttachmentDocumentType | undefined;
  onUpload: (candidate: File) => void;
  onRemove: (fileId: string) => void;
}

/** A document type, its file (name and size) and what can be done with it. */
function AttachmentLine({ row: { documentType, file }, uploading, onUpload, onRemove }: AttachmentLineProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className={styles.attachmentRow} data-testid={`attachment-${documentType}`}>
      <span className={styles.attachmentType}>
        {labelOf(ATTACHMENT_DOCUMENT_TYPES, documentType, language)}
      </span>
      <span className={styles.attachmentFile}>
        {file ? (
          <>
            <PaperClipOutlined /> <span data-testid={`attachment-name-${documentType}`}>{file.fileName}</span>{' '}
            <Typography.Text type="secondary">{fileSize(file.size)}</Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">{t('insuringWeb.attachments.notUploaded')}</Typography.Text>
        )}
      </span>
      <Space size={4}>
        <Upload
          accept={ACCEPT}
          multiple={false}
          showUploadList={false}
          disabled={uploading !== undefined}
          beforeUpload={(candidate) => {
            onUpload(candidate);
            // Sent by `upload` through the gateway wrapper, never by the Upload itself.
            return Upload.LIST_IGNORE;
          }}
        >
          <Button
            icon={<UploadOutlined />}
            loading={uploading === documentType}
            data-testid={`attachment-upload-${documentType}`}
          >
            {file ? t('insuringWeb.attachments.replace') : t('insuringWeb.attachments.upload')}
            <ActsOn>{labelOf(ATTACHMENT_DOCUMENT_TYPES, documentType, language)}</ActsOn>
          </Button>
        </Upload>
        {file ? (
          <>
            <Button
              type="text"
              icon={<DownloadOutlined />}
              aria-label={t('insuringWeb.attachments.download')}
              title={t('insuringWeb.attachments.download')}
              onClick={() => void downloadAttachment(file).catch(() => undefined)}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('insuringWeb.attachments.remove')}
              title={t('insuringWeb.attachments.remove')}
              onClick={() => onRemove(file.fileId)}
              data-testid={`attachment-remove-${documentType}`}
            />
          </>
        ) : null}
      </Space>
    </div>
  );
}
