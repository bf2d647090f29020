import { CloudUploadOutlined, DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { APPLICATION_BATCH_MAX_ROWS, type ApplicationBatchResult, BATCH_MAX_FILE_BYTES } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Select, Skeleton, Space, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { insuringKeys, userProductsQuery } from '../../api/insuring.api.ts';
import { isGatewayError, isMaintenance } from '../../api/request.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import {
  applyApplicationBatch,
  downloadApplicationTemplate,
  uploadApplicationBatch,
} from './batch-application.api.ts';
import { BatchCheckTable, BatchCreatedResult, BatchErrorsButton } from './batch-application-check.tsx';

/** A refusal of the whole file or of the confirmation (a session end or maintenance is dealt with elsewhere). */
function RequestError({ error, testId }: { error: Error | null; testId: string }) {
  if (!error || (isGatewayError(error) && (error.isSessionEnd || isMaintenance(error.code)))) return null;
  return <Alert type="error" showIcon style={{ marginTop: 12 }} title={error.message} data-testid={testId} />;
}

/** Product and template, then the file. */
function ProductAndFile({
  productCode,
  onProduct,
  file,
  onFile,
  upload,
}: {
  productCode: string | undefined;
  onProduct: (code: string) => void;
  file: File | undefined;
  onFile: (file: File | undefined) => void;
  upload: ReturnType<typeof useUpload>;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const products = useQuery(userProductsQuery());
  const template = useMutation({ mutationFn: downloadApplicationTemplate });
  if (products.isPending) return <Skeleton active />;
  if (products.isError) return <Alert type="error" showIcon title={t('applicationBatch.web.loadFailed')} />;
  const chosen = productCode ?? products.data[0]?.productCode;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Space wrap>
        <span>{t('applicationBatch.web.product')}</span>
        <Select
          style={{ minWidth: 280 }}
          value={chosen}
          placeholder={t('applicationBatch.web.chooseProduct')}
          options={products.data.map((product) => ({
            value: product.productCode,
            label: product.productName,
          }))}
          onChange={onProduct}
          aria-label={t('applicationBatch.web.product')}
          data-testid="batch-application-product"
        />
        <Button
          icon={<DownloadOutlined />}
          disabled={chosen === undefined}
          loading={template.isPending}
          onClick={() => chosen && template.mutate(chosen)}
          data-testid="batch-application-template"
        >
          {t('applicationBatch.web.downloadTemplate')}
        </Button>
      </Space>
      <Upload.Dragger
        accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        multiple={false}
        maxCount={1}
        disabled={upload.isPending}
        fileList={file ? [{ uid: 'batch-file', name: file.name, size: file.size, status: 'done' }] : []}
        beforeUpload={(candidate) => {
          if (candidate.size > BATCH_MAX_FILE_BYTES) message.info(t('declaration.batch.error.tooLarge'));
          onFile(candidate.size > BATCH_MAX_FILE_BYTES ? undefined : candidate);
          return Upload.LIST_IGNORE;
        }}
        onRemove={() => onFile(undefined)}
        data-testid="batch-application-dragger"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('applicationBatch.web.dragText')}</p>
      </Upload.Dragger>
      <Button
        type="primary"
        icon={<CloudUploadOutlined />}
        disabled={!file || chosen === undefined}
        loading={upload.isPending}
        onClick={() => file && chosen && upload.mutate({ file, productCode: chosen })}
        data-testid="batch-application-upload"
      >
        {upload.isPending ? t('applicationBatch.web.checking') : t('applicationBatch.web.upload')}
      </Button>
      <RequestError error={upload.error} testId="batch-application-upload-error" />
    </Space>
  );
}

const useUpload = (onChecked: (batch: ApplicationBatchResult) => void) =>
  useMutation({ mutationFn: uploadApplicationBatch, onSuccess: onChecked });

/** The checked batch: its rows, then the confirmation that creates the applications. */
function CheckedBatch({
  batch,
  onApplied,
}: {
  batch: ApplicationBatchResult;
  onApplied: (b: ApplicationBatchResult) => void;
}) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const queryClient = useQueryClient();
  // One key per checked batch: a retry of the same confirmation creates nothing twice.
  const requestKey = useRef(crypto.randomUUID());
  const apply = useMutation({
    mutationFn: () => applyApplicationBatch({ batchId: batch.batchId, requestKey: requestKey.current }),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: insuringKeys.all });
      onApplied(answer);
    },
  });
  const confirm = () =>
    modal.confirm({
      title: t('applicationBatch.web.confirmTitle'),
      content: t('applicationBatch.web.confirmContent', { count: batch.validRows, failed: batch.failedRows }),
      okText: t('applicationBatch.web.confirmOk'),
      onOk: () => apply.mutateAsync().then(() => undefined),
    });
  return (
    <>
      <BatchCheckTable batch={batch} />
      <Space style={{ marginTop: 12 }} wrap>
        <Button
          type="primary"
          disabled={batch.validRows === 0}
          loading={apply.isPending}
          onClick={confirm}
          data-testid="batch-application-create"
        >
          {t('applicationBatch.web.create', { count: batch.validRows })}
        </Button>
        <BatchErrorsButton batch={batch} />
      </Space>
      <RequestError error={apply.error} testId="batch-application-apply-error" />
    </>
  );
}

/** Batch application (issue 16): product, template, upload, per-row check, confirmation, result. */
export default function BatchApplicationPage() {
  const { t } = useTranslation();
  const pageTitle = usePageTitle();
  const [productCode, setProductCode] = useState<string>();
  const [file, setFile] = useState<File>();
  const [batch, setBatch] = useState<ApplicationBatchResult>();
  const upload = useUpload((checked) => {
    setBatch(checked);
    setFile(undefined);
  });
  const another = () => {
    setBatch(undefined);
    upload.reset();
  };
  return (
    <div className="page-card" data-testid="batch-application-page">
      <h2 style={{ marginTop: 0, fontSize: 18, fontWeight: 600 }}>
        {pageTitle ?? t('shell.page.batchApplication')}
      </h2>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('applicationBatch.web.intro', { max: APPLICATION_BATCH_MAX_ROWS })}
      />
      {batch?.status === 'applied' ? (
        <BatchCreatedResult batch={batch} onAnother={another} />
      ) : (
        <>
          <Card variant="borderless">
            <ProductAndFile
              productCode={productCode}
              onProduct={(code) => {
                setProductCode(code);
                another();
              }}
              file={file}
              onFile={(next) => {
                setFile(next);
                upload.reset();
              }}
              upload={upload}
            />
          </Card>
          <Card variant="borderless" style={{ marginTop: 16 }}>
            {batch ? (
              <CheckedBatch key={batch.batchId} batch={batch} onApplied={setBatch} />
            ) : (
              <Empty description={t('applicationBatch.web.empty')} />
            )}
          </Card>
        </>
      )}
    </div>
  );
}
