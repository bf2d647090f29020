import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { DECLARATION_STATUS } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isGatewayError } from '../../api/request.ts';
import { usePageTitle } from '../../app/shell/page-title.ts';
import { declarationDetailQuery, openPolicyQuery } from './declaration.api.ts';
import styles from './declaration.module.css';
import { DeclarationForm } from './declaration-form.tsx';
import { DeclarationPageHeader } from './declaration-page-header.tsx';
import { DECLARATION_PATHS } from './declaration-paths.ts';

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

  const backToPolicies = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(DECLARATION_PATHS.openPolicies)}>
      {t('declarationWeb.form.backToPolicies')}
    </Button>
  );

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
      extra={backToPolicies}
    />
  );

  const problem = (
    status: 'info' | 'warning' | '404',
    titleText: string,
    detail?: string,
    retry?: () => void,
  ) => (
    <div className={styles.page}>
      {header}
      <div className="page-card" data-testid="declaration-form-problem">
        <Result
          status={status}
          title={titleText}
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

  if (policyNo === '') {
    return problem('info', t('declarationWeb.form.noPolicyTitle'), t('declarationWeb.form.noPolicyText'));
  }
  if (policy.isError || draft.isError) {
    const error = policy.error ?? draft.error;
    const notFound = isGatewayError(error) && error.httpStatus === 404;
    return problem(
      notFound ? '404' : 'warning',
      t(policy.isError ? 'declarationWeb.form.policyLoadFailed' : 'declarationWeb.form.draftLoadFailed'),
      error?.message,
      notFound ? undefined : () => void (policy.isError ? policy.refetch() : draft.refetch()),
    );
  }
  if (policy.isPending || (draftNo !== undefined && draft.isPending)) {
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
  if (draft.data && (draft.data.status !== DECLARATION_STATUS.draft || draft.data.policyNo !== policyNo)) {
    return problem(
      'info',
      t('declarationWeb.form.notADraftTitle', { draftNo: draft.data.declarationNo }),
      t('declarationWeb.form.notADraftText', { status: draft.data.statusName }),
    );
  }

  return (
    <div className={styles.page} data-testid="declaration-form-page">
      {header}
      <DeclarationForm key={`${policyNo}|${draftNo ?? ''}`} policy={policy.data} draft={draft.data} />
    </div>
  );
}
