import {
  CloudUploadOutlined,
  DownloadOutlined,
  FileExcelOutlined,
  InboxOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import {
  BATCH_MAX_FILE_BYTES,
  BATCH_MAX_ROWS,
  type BatchResult,
  type OpenPolicySummary,
  ZBatchResult,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Result, Select, Skeleton, Typography, Upload } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { formatErrorContent, isGatewayError, isMaintenance } from '../../api/request.ts';
import { switchesQuery } from '../../api/shell.api.ts';
import { usePageTitle } from '../../app/shell/page-title.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { businessTimeText } from '../../ui/business-time.tsx';
import {
  declarationKeys,
  downloadBatchErrors,
  downloadBatchTemplate,
  openPoliciesQuery,
  uploadBatchFile,
} from './declaration.api.ts';
import styles from './declaration.module.css';
import { formatMoney } from './declaration-format.ts';
import { DeclarationPageHeader } from './declaration-page-header.tsx';
import { DECLARATION_PATHS, fillPath } from './declaration-paths.ts';
import { PolicyFactsCard } from './policy-facts-card.tsx';

/** How the server declares a batch (the literal of its answer schema): the UI says it before the upload. */
const BATCH_MODE = ZBatchResult.shape.mode.value;
const MAX_FILES = 1;
const XLSX = /\.xlsx$/i;
const LIMIT_MB = BATCH_MAX_FILE_BYTES / (1024 * 1024);

function Step({ index, title, children }: { index: number; title: ReactNode; children: ReactNode }) {
  return (
    <Card
      variant="borderless"
      title={
        <span className={styles.stepTitle}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index}
          </span>
          {title}
        </span>
      }
    >
      {children}
    </Card>
  );
}

function SummaryTile({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: number;
  tone?: 'success' | 'warning' | 'error';
  testId: string;
}) {
  const toneClass =
    tone === 'success'
      ? styles.summaryTileSuccess
      : tone === 'warning'
        ? styles.summaryTileWarning
        : tone === 'error'
          ? styles.summaryTileError
          : '';
  return (
    <div className={`${styles.summaryTile} ${toneClass}`}>
      <div className={styles.summaryLabel}>{label}</div>
      <div className={styles.summaryValue} data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/** The answer of an upload: counts, totals, the error list, and the notice for a file uploaded before. */
function BatchResultCard({ result, onAnother }: { result: BatchResult; onAnother: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errors = useMutation({ mutationFn: () => downloadBatchErrors(result.batchId) });
  const uploadedAt = businessTimeText(result.uploadedAt, t);
  const totals = (list: BatchResult['totalInsured']) =>
    list.length === 0 ? '—' : list.map((total) => formatMoney(total.amount, total.currency)).join(' · ');

  return (
    <Card
      variant="borderless"
      title={t('declarationWeb.batch.result.title')}
      extra={<Typography.Text type="secondary">{result.fileName}</Typography.Text>}
      data-testid="batch-result"
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {result.isRepeat ? (
          <Alert
            type="warning"
            showIcon
            title={t('declarationWeb.batch.result.repeatTitle')}
            description={t('declarationWeb.batch.result.repeatText', { time: uploadedAt })}
            data-testid="batch-repeat-notice"
          />
        ) : null}
        <div className={styles.summaryGrid}>
          <SummaryTile
            label={t('declarationWeb.batch.result.total')}
            value={result.totalRows}
            testId="batch-total"
          />
          <SummaryTile
            label={t('declarationWeb.batch.result.declared')}
            value={result.declaredRows}
            tone="success"
            testId="batch-declared"
          />
          <SummaryTile
            label={t('declarationWeb.batch.result.review')}
            value={result.reviewRows}
            tone={result.reviewRows > 0 ? 'warning' : undefined}
            testId="batch-review"
          />
          <SummaryTile
            label={t('declarationWeb.batch.result.failed')}
            value={result.failedRows}
            tone={result.failedRows > 0 ? 'error' : undefined}
            testId="batch-failed"
          />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('declarationWeb.batch.result.totalInsured')}</dt>
            <dd className={styles.amount} data-testid="batch-total-insured">
              {totals(result.totalInsured)}
            </dd>
          </div>
          <div>
            <dt>{t('declarationWeb.batch.result.totalPremium')}</dt>
            <dd className={styles.amount} data-testid="batch-total-premium">
              {totals(result.totalPremium)}
            </dd>
          </div>
          <div>
            <dt>{t('declarationWeb.batch.result.uploadedAt')}</dt>
            <dd className={styles.amount}>{uploadedAt}</dd>
          </div>
          <div>
            <dt>{t('field.batchId')}</dt>
            <dd className={styles.mono}>{result.batchId}</dd>
          </div>
        </dl>
        {result.failedRows > 0 ? (
          <Alert
            type="error"
            showIcon
            icon={<WarningOutlined />}
            title={t('declarationWeb.batch.result.failedTitle', { count: result.failedRows })}
            description={t('declarationWeb.batch.result.failedText')}
            action={
              <Button
                danger
                icon={<DownloadOutlined />}
                loading={errors.isPending}
                onClick={() => errors.mutate()}
                data-testid="batch-download-errors"
              >
                {t('declarationWeb.batch.result.downloadErrors')}
              </Button>
            }
          />
        ) : (
          <Alert type="success" showIcon title={t('declarationWeb.batch.result.allAccepted')} />
        )}
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          {result.reviewRows > 0 ? (
            <Button onClick={() => navigate(DECLARATION_PATHS.pending)}>
              {t('shell.page.declarationCorrecting')}
            </Button>
          ) : null}
          <Button onClick={() => navigate(DECLARATION_PATHS.enquiry)}>
            {t('shell.page.declarationTemporary')}
          </Button>
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={onAnother}>
            {t('declarationWeb.batch.result.another')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** /batch-declaration: template, upload, result summary and error list (SPEC §2, §5 upload rules). */
export default function BatchDeclarationPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const title = usePageTitle() ?? t('shell.page.batchDeclaration');
  const [search, setSearch] = useSearchParams();
  const policies = useQuery(openPoliciesQuery());
  const switches = useQuery(switchesQuery());
  const [file, setFile] = useState<File>();
  const [result, setResult] = useState<BatchResult>();
  const resultRef = useRef<HTMLDivElement>(null);

  const list = policies.data?.list ?? [];
  const wanted = search.get('policyNo') ?? '';
  const selected: OpenPolicySummary | undefined =
    list.find((policy) => policy.policyNo === wanted) ?? list[0];
  const isEnabled = switches.data?.isBatchDeclaration ?? false;

  const template = useMutation({ mutationFn: downloadBatchTemplate });
  const upload = useMutation({
    mutationFn: uploadBatchFile,
    onSuccess: async (answer) => {
      setResult(answer);
      setFile(undefined);
      await queryClient.invalidateQueries({ queryKey: declarationKeys.all });
    },
  });

  useEffect(() => {
    if (result) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [result]);

  /** SPEC §5 upload messages (info); nothing is sent until the user presses "Upload and declare". */
  const accept = (candidate: File, batch: File[]): boolean => {
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
    if (file && file.name === candidate.name) {
      message.info(t('declarationWeb.batch.upload.duplicate', { name: candidate.name }));
      return false;
    }
    return true;
  };

  const uploadError = upload.error;
  // A session end or maintenance has been dealt with by the request wrapper.
  const showsError =
    uploadError &&
    !(isGatewayError(uploadError) && (uploadError.isSessionEnd || isMaintenance(uploadError.code)));

  let body: ReactNode;
  if (policies.isPending) {
    body = (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else if (policies.isError) {
    body = (
      <div className="page-card">
        <Result
          status="warning"
          title={t('declarationWeb.policies.loadFailed')}
          subTitle={policies.error.message}
          extra={
            <Button type="primary" onClick={() => void policies.refetch()}>
              {t('declarationWeb.common.retry')}
            </Button>
          }
        />
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <div className="page-card">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong>{t('declarationWeb.policies.emptyTitle')}</strong>
              <br />
              {t('declarationWeb.policies.emptyText')}
            </>
          }
        />
      </div>
    );
  } else {
    body = (
      <div className={styles.batchLayout}>
        <div className={styles.sections}>
          {!isEnabled && switches.isSuccess ? (
            <Alert
              type="warning"
              showIcon
              title={t('declaration.batch.error.disabled')}
              data-testid="batch-disabled"
            />
          ) : null}
          {result ? (
            <div ref={resultRef}>
              <BatchResultCard
                result={result}
                onAnother={() => {
                  setResult(undefined);
                  upload.reset();
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            </div>
          ) : null}

          <Step index={1} title={t('declarationWeb.batch.step.policy')}>
            <Select
              style={{ width: '100%' }}
              value={selected?.policyNo}
              onChange={(policyNo: string) => setSearch({ policyNo }, { replace: true })}
              options={list.map((policy) => ({
                value: policy.policyNo,
                label: `${policy.policyNo} · ${policy.productName}`,
              }))}
              aria-label={t('field.policyNo')}
              data-testid="batch-policy"
            />
            <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
              {t('declarationWeb.batch.policyHint', { policyNo: selected?.policyNo ?? '' })}
            </Typography.Paragraph>
          </Step>

          <Step index={2} title={t('declarationWeb.batch.step.template')}>
            <Typography.Paragraph style={{ marginTop: 0 }}>
              {t('declarationWeb.batch.templateText', {
                max: BATCH_MAX_ROWS.toLocaleString(language),
                policyNo: selected?.policyNo ?? '',
              })}
            </Typography.Paragraph>
            <Button
              icon={<FileExcelOutlined />}
              loading={template.isPending}
              onClick={() => template.mutate(selected?.policyNo)}
              data-testid="batch-template"
            >
              {t('declarationWeb.batch.templateButton')}
            </Button>
          </Step>

          <Step index={3} title={t('declarationWeb.batch.step.upload')}>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t(`declarationWeb.batch.mode.${BATCH_MODE}.title`)}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  <li>{t(`declarationWeb.batch.mode.${BATCH_MODE}.rows`)}</li>
                  <li>{t(`declarationWeb.batch.mode.${BATCH_MODE}.errors`)}</li>
                  <li>{t('declarationWeb.batch.mode.repeat')}</li>
                </ul>
              }
              data-testid="batch-mode"
            />
            <Upload.Dragger
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              multiple={false}
              maxCount={MAX_FILES}
              disabled={!isEnabled || upload.isPending}
              fileList={file ? [{ uid: 'batch-file', name: file.name, size: file.size, status: 'done' }] : []}
              beforeUpload={(candidate, batch) => {
                if (accept(candidate, batch)) {
                  setFile(candidate);
                  upload.reset();
                }
                // Never sent by the Dragger itself: the upload is a deliberate second step.
                return Upload.LIST_IGNORE;
              }}
              onRemove={() => {
                setFile(undefined);
                upload.reset();
              }}
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
            {showsError ? (
              <Alert
                type="error"
                showIcon
                style={{ marginTop: 16 }}
                title={t('declarationWeb.batch.upload.refused')}
                description={
                  <span style={{ whiteSpace: 'pre-line' }}>
                    {isGatewayError(uploadError)
                      ? formatErrorContent({
                          message: uploadError.message,
                          code: uploadError.code,
                          traceId: uploadError.traceId,
                          translate: (key, params) => t(key, params),
                        })
                      : uploadError.message}
                  </span>
                }
                data-testid="batch-upload-error"
              />
            ) : null}
            <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
              <Button
                type="primary"
                size="large"
                icon={<CloudUploadOutlined />}
                disabled={!file || !isEnabled}
                loading={upload.isPending}
                onClick={() => file && upload.mutate({ file, policyNo: selected?.policyNo })}
                data-testid="batch-upload"
              >
                {upload.isPending
                  ? t('declarationWeb.batch.upload.sending')
                  : t('declarationWeb.batch.upload.submit')}
              </Button>
            </div>
          </Step>
        </div>
        <aside className={styles.aside}>
          {selected ? (
            <PolicyFactsCard
              policy={selected}
              extra={
                <Button block onClick={() => navigate(fillPath(selected.policyNo))}>
                  {t('declarationWeb.policy.declare')}
                </Button>
              }
            />
          ) : null}
        </aside>
      </div>
    );
  }

  return (
    <div className={styles.page} data-testid="batch-declaration-page">
      <DeclarationPageHeader
        title={title}
        description={t('declarationWeb.batch.intro')}
        extra={
          <Button onClick={() => navigate(DECLARATION_PATHS.openPolicies)}>
            {t('shell.page.declarationApplication')}
          </Button>
        }
      />
      {body}
    </div>
  );
}
