import { FileExcelOutlined } from '@ant-design/icons';
import { BATCH_MAX_ROWS, type OpenPolicyList, type OpenPolicySummary } from '@cargo/domain';
import { type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Skeleton, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { switchesQuery } from '../../api/shell.api.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BatchFailedCard, BatchProgressCard } from './batch/batch-progress-card.tsx';
import { BatchResultCard } from './batch/batch-result-card.tsx';
import { BatchModeNotice, BatchUploadForm } from './batch/batch-upload.tsx';
import { BatchDeclarationHead } from './batch-declaration-head.tsx';
import {
  batchQuery,
  declarationKeys,
  downloadBatchTemplate,
  openPoliciesQuery,
  uploadBatchFile,
} from './declaration.api.ts';
import styles from './declaration.module.css';
import { DECLARATION_PATHS, fillPath } from './declaration-paths.ts';
import { NoOpenPolicies, PoliciesLoadFailed } from './policies-state.tsx';
import { PolicyFactsCard } from './policy-facts-card.tsx';

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

/**
 * The chosen file, the upload and its batch. The batch id goes into the address (`batchId`), so leaving the
 * page and coming back shows the batch again; its status is polled while its job runs.
 */
const useBatchUpload = () => {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [file, setFile] = useState<File>();
  const batchId = search.get('batchId') ?? undefined;
  const batch = useQuery({ ...batchQuery(batchId ?? ''), enabled: batchId !== undefined });
  const resultRef = useRef<HTMLDivElement>(null);
  const setBatchId = (id: string | undefined) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) next.delete('batchId');
        else next.set('batchId', id);
        return next;
      },
      { replace: id === undefined },
    );
  const upload = useMutation({
    mutationFn: uploadBatchFile,
    onSuccess: (answer) => {
      queryClient.setQueryData(declarationKeys.batch(answer.batchId), answer);
      setBatchId(answer.batchId);
      setFile(undefined);
    },
  });
  const status = batch.data?.status;
  useEffect(() => {
    // Once the job is done, what it declared shows in the lists and balances.
    if (status === 'succeeded') void queryClient.invalidateQueries({ queryKey: declarationKeys.all });
  }, [status, queryClient]);
  useEffect(() => {
    if (batchId) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [batchId]);
  const uploadAnother = () => {
    setBatchId(undefined);
    upload.reset();
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  // "Uploaded before" belongs to the upload's answer, not to the batch: the batch's own status (polled, and
  // refetched once its rows are declared) never says it.
  const isRepeat = upload.data?.batchId === batchId && upload.data?.isRepeat === true;
  return { file, setFile, batch: batch.data, isRepeat, resultRef, upload, uploadAnother };
};

/** The batch of the address: its progress while it runs, then its result or why it was refused. */
function BatchState({ batch }: { batch: ReturnType<typeof useBatchUpload> }) {
  const current = batch.batch;
  if (!current) return null;
  return (
    <div ref={batch.resultRef}>
      {current.status === 'succeeded' ? (
        <BatchResultCard result={{ ...current, isRepeat: batch.isRepeat }} onAnother={batch.uploadAnother} />
      ) : current.status === 'failed' ? (
        <BatchFailedCard batch={current} onAnother={batch.uploadAnother} />
      ) : (
        <BatchProgressCard batch={current} />
      )}
    </div>
  );
}

/** Step 1 and 2: the open policy the rows go to, and its template. */
function PolicyAndTemplateSteps({
  list,
  selected,
  onSelect,
}: {
  list: OpenPolicySummary[];
  selected: OpenPolicySummary | undefined;
  onSelect: (policyNo: string) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const template = useMutation({ mutationFn: downloadBatchTemplate });
  return (
    <>
      <Step index={1} title={t('declarationWeb.batch.step.policy')}>
        <Select
          style={{ width: '100%' }}
          value={selected?.policyNo}
          onChange={onSelect}
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
    </>
  );
}

/** The steps of a batch beside the chosen policy's facts. */
function BatchWorkspace({
  list,
  batch,
}: {
  list: OpenPolicySummary[];
  batch: ReturnType<typeof useBatchUpload>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const switches = useQuery(switchesQuery());
  const isEnabled = switches.data?.isBatchDeclaration ?? false;
  const wanted = search.get('policyNo') ?? '';
  const selected = list.find((policy) => policy.policyNo === wanted) ?? list[0];
  return (
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
        <BatchState batch={batch} />
        <PolicyAndTemplateSteps
          list={list}
          selected={selected}
          onSelect={(policyNo) => {
            const next = new URLSearchParams(search);
            next.set('policyNo', policyNo);
            setSearch(next, { replace: true });
          }}
        />
        <Step index={3} title={t('declarationWeb.batch.step.upload')}>
          <BatchModeNotice />
          <BatchUploadForm
            file={batch.file}
            onFileChange={batch.setFile}
            upload={batch.upload}
            isEnabled={isEnabled}
            policyNo={selected?.policyNo}
          />
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

/** While the open policies load, when they fail, and when the account has none. */
function PoliciesState({ policies }: { policies: UseQueryResult<OpenPolicyList> }) {
  if (policies.isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (policies.isError) return <PoliciesLoadFailed policies={policies} />;
  return <NoOpenPolicies />;
}

/** /batch-declaration: template, upload, result summary and error list (SPEC §2, §5 upload rules). */
export default function BatchDeclarationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const policies = useQuery(openPoliciesQuery());
  const batch = useBatchUpload();
  const list = policies.data?.list ?? [];

  return (
    <div className={styles.page} data-testid="batch-declaration-page">
      <BatchDeclarationHead
        extra={
          <Button onClick={() => navigate(DECLARATION_PATHS.openPolicies)}>
            {t('shell.page.declarationApplication')}
          </Button>
        }
      />
      {policies.isSuccess && list.length > 0 ? (
        <BatchWorkspace list={list} batch={batch} />
      ) : (
        <PoliciesState policies={policies} />
      )}
    </div>
  );
}
