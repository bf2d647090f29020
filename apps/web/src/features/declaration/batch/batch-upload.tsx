import { CloudUploadOutlined, InboxOutlined } from '@ant-design/icons';
import { BATCH_MAX_FILE_BYTES, BATCH_MAX_ROWS, type BatchResult, ZBatchResult } from '@cargo/domain';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { formatErrorContent, isGatewayError, isMaintenance } from '../../../api/request.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { NotesAlert } from '../../../ui/notes-alert.tsx';

/** How the server declares a batch (the literal of its answer schema): the UI says it before the upload. */
const BATCH_MODE = ZBatchResult.shape.mode.value;
const MAX_FILES = 1;
const XLSX = /\.xlsx$/i;
const LIMIT_MB = BATCH_MAX_FILE_BYTES / (1024 * 1024);

export type BatchUpload = UseMutationResult<BatchResult, Error, { file: File; policyNo?: string }>;

/** SPEC §5 upload messages (info); nothing is sent until the user presses "Upload and declare". */
const useAcceptFile = (chosen: File | undefined) => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return (candidate: File, batch: File[]): boolean => {
    const index = batch.indexOf(candidate);
    if (index >= MAX_FILES) {
      if (index === MAX_FILES) {
        message.info(
          t('declarationWeb.batch.upload.dropped', { max: MAX_FILES, count: batch.length - MAX_FILES }),
        );
      }
      return false;
    }
    if (!XLSX.test(candidate.name)) {
      message.info(t('declarationWeb.batch.upload.type'));
      return false;
    }
    if (candidate.size > BATCH_MAX_FILE_BYTES) {
      message.info(t('declarationWeb.batch.upload.size', { index: index + 1, limit: LIMIT_MB }));
      return false;
    }
    if (candidate.size === 0) {
      message.info(t('validation.attachment.empty'));
      return false;
    }
    if (chosen && chosen.name === candidate.name) {
      message.info(t('declarationWeb.batch.upload.duplicate', { name: candidate.name }));
      return false;
    }
    return true;
  };
};

/** How a batch is declared (per row), said before the upload. */
export function BatchModeNotice() {
  const { t } = useTranslation();
  return (
    <NotesAlert
      type="info"
      style={{ marginBottom: 16 }}
      title={t(`declarationWeb.batch.mode.${BATCH_MODE}.title`)}
      lines={[
        t(`declarationWeb.batch.mode.${BATCH_MODE}.rows`),
        t(`declarationWeb.batch.mode.${BATCH_MODE}.errors`),
        t('declarationWeb.batch.mode.repeat'),
      ]}
      testId="batch-mode"
    />
  );
}

/** A refused file (the whole file: damaged, formula, too many rows…); a session end or maintenance is not shown. */
function UploadError({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  // A session end or maintenance has been dealt with by the request wrapper.
  if (!error || (isGatewayError(error) && (error.isSessionEnd || isMaintenance(error.code)))) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginTop: 16 }}
      title={t('declarationWeb.batch.upload.refused')}
      description={
        <span style={{ whiteSpace: 'pre-line' }}>
          {isGatewayError(error)
            ? formatErrorContent({
                message: error.message,
                code: error.code,
                traceId: error.traceId,
                translate: (key, params) => t(key, params),
              })
            : error.message}
        </span>
      }
      data-testid="batch-upload-error"
    />
  );
}

interface BatchUploadFormProps {
  file: File | undefined;
  onFileChange: (file: File | undefined) => void;
  upload: BatchUpload;
  isEnabled: boolean;
  policyNo: string | undefined;
}

/** Choose one xlsx file, then upload it on purpose: the Dragger itself never sends it. */
export function BatchUploadForm({ file, onFileChange, upload, isEnabled, policyNo }: BatchUploadFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const accept = useAcceptFile(file);
  const choose = (next: File | undefined) => {
    onFileChange(next);
    upload.reset();
  };
  return (
    <>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        maxCount={MAX_FILES}
        disabled={!isEnabled || upload.isPending}
        fileList={file ? [{ uid: 'batch-file', name: file.name, size: file.size, status: 'done' }] : []}
        beforeUpload={(candidate, batch) => {
          if (accept(candidate, batch)) choose(candidate);
          // Never sent by the Dragger itself: the upload is a deliberate second step.
          return Upload.LIST_IGNORE;
        }}
        onRemove={() => choose(undefined)}
        data-testid="batch-dragger"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('declarationWeb.batch.upload.text')}</p>
        <p className="ant-upload-hint">
          {t('declarationWeb.batch.upload.hint', {
            limit: LIMIT_MB,
            max: BATCH_MAX_ROWS.toLocaleString(language),
          })}
        </p>
      </Upload.Dragger>
      <UploadError error={upload.error} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <Button
          type="primary"
          size="large"
          icon={<CloudUploadOutlined />}
          disabled={!file || !isEnabled}
          loading={upload.isPending}
          onClick={() => file && upload.mutate({ file, policyNo })}
          data-testid="batch-upload"
        >
          {upload.isPending
            ? t('declarationWeb.batch.upload.sending')
            : t('declarationWeb.batch.upload.submit')}
        </Button>
      </div>
    </>
  );
}
