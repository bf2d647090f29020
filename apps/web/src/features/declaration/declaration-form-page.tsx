import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { DECLARATION_STATUS } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isGatewayError } from '../../api/request.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { usePrintHabit } from '../preference/index.ts';
import { declarationDetailQuery, openPolicyQuery } from './declaration.api.ts';
import styles from './declaration.module.css';
import { DeclarationForm } from './declaration-form.tsx';
import { DeclarationPageHeader } from './declaration-page-header.tsx';
import { DECLARATION_PATHS } from './declaration-paths.ts';

interface ProblemProps {
  header: ReactNode;
  status: 'info' | 'warning' | '404';
  title: string;
  detail?: string;
  retry?: () => void;
}

/** Why the form cannot be shown (no policy, not found, not a draft, failed to load), and the way back. */
function FormProblem({ header, status, title, detail, retry }: ProblemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      {header}
      <div className="page-card" data-testid="declaration-form-problem">
        <Result
          status={status}
          title={title}
          subTitle={detail}
          extra={[
            retry ? (
              <Button key="retry" type="primary" icon={<ReloadOutlined />} onClick={retry}>
                {t('declarationWeb.common.retry')}
              </Button>
            ) : null,
            <Button
              key="back"
              type={retry ? 'default' : 'primary'}
              onClick={() => navigate(DECLARATION_PATHS.openPolicies)}
            >
              {t('declarationWeb.form.choosePolicy')}
            </Button>,
          ]}
        />
      </div>
    </div>
  );
}

function FormSkeleton({ header }: { header: ReactNode }) {
  return (
    <div className={styles.page} aria-busy="true">
      {header}
      <div className={styles.formLayout}>
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 12 }} />
        </Card>
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </div>
    </div>
  );
}

/** /fill-transport-declaration?policyNo=…[&draftNo=…]: the transport approval form under one open policy. */
export default function DeclarationFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = usePageTitle() ?? t('shell.page.fillTransportDeclaration');
  const [search] = useSearchParams();
  const policyNo = search.get('policyNo')?.trim() ?? '';
  const draftNo = search.get('draftNo')?.trim() || undefined;

  const policy = useQuery({ ...openPolicyQuery(policyNo), enabled: policyNo !== '' });
  const draft = useQuery({ ...declarationDetailQuery(draftNo ?? ''), enabled: draftNo !== undefined });
  const printHabit = usePrintHabit();

  const header = (
    <DeclarationPageHeader
      title={title}
      description={
        policy.data
          ? t('declarationWeb.form.intro', {
              product: policy.data.productName,
              policyNo: policy.data.policyNo,
            })
          : undefined
      }
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(DECLARATION_PATHS.openPolicies)}>
          {t('declarationWeb.form.backToPolicies')}
        </Button>
      }
    />
  );

  if (policyNo === '') {
    return (
      <FormProblem
        header={header}
        status="info"
        title={t('declarationWeb.form.noPolicyTitle')}
        detail={t('declarationWeb.form.noPolicyText')}
      />
    );
  }
  if (policy.isError || draft.isError) {
    const error = policy.error ?? draft.error;
    const notFound = isGatewayError(error) && error.httpStatus === 404;
    return (
      <FormProblem
        header={header}
        status={notFound ? '404' : 'warning'}
        title={t(
          policy.isError ? 'declarationWeb.form.policyLoadFailed' : 'declarationWeb.form.draftLoadFailed',
        )}
        detail={error?.message}
        retry={notFound ? undefined : () => void (policy.isError ? policy.refetch() : draft.refetch())}
      />
    );
  }
  // A new declaration starts from the user's print habit, read once when the form starts: wait for it.
  const waiting = draftNo === undefined ? !printHabit.isSettled : draft.isPending;
  if (policy.isPending || waiting) return <FormSkeleton header={header} />;
  if (draft.data && (draft.data.status !== DECLARATION_STATUS.draft || draft.data.policyNo !== policyNo)) {
    return (
      <FormProblem
        header={header}
        status="info"
        title={t('declarationWeb.form.notADraftTitle', { draftNo: draft.data.declarationNo })}
        detail={t('declarationWeb.form.notADraftText', { status: draft.data.statusName })}
      />
    );
  }

  return (
    <div className={styles.page} data-testid="declaration-form-page">
      {header}
      <DeclarationForm key={`${policyNo}|${draftNo ?? ''}`} policy={policy.data} draft={draft.data} />
    </div>
  );
}
