import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { DECLARATION_STATUS, type DeclarationDetail } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CertificatePdfButton } from '../document/index.ts';
import { declarationDetailQuery } from './declaration.api.ts';
import {
  CertificateGroup,
  GoodsGroup,
  InsuranceGroup,
  NumbersGroup,
  TransportGroup,
} from './declaration-detail-groups.tsx';
import { fillPath } from './declaration-paths.ts';

/** Why it went to review and the underwriter's comment, then every field in the groups of the form. */
function DetailBody({ detail }: { detail: DeclarationDetail }) {
  const { t } = useTranslation();
  return (
    <>
      {detail.reviewReasons.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('declarationWeb.result.reviewReasons')}
          description={detail.reviewReasons.join('; ')}
        />
      ) : null}
      {detail.reviewComment ? (
        <Alert
          type={detail.status === DECLARATION_STATUS.rejected ? 'error' : 'info'}
          showIcon
          style={{ marginBottom: 16 }}
          title={t('declarationWeb.detail.reviewComment')}
          description={detail.reviewComment}
        />
      ) : null}
      <NumbersGroup detail={detail} />
      <GoodsGroup detail={detail} />
      <TransportGroup detail={detail} />
      <InsuranceGroup detail={detail} />
      <CertificateGroup detail={detail} />
    </>
  );
}

/** Every certificate field of one declaration, with its download or "continue" action. */
export function DeclarationDetailDrawer({
  declarationNo,
  onClose,
}: {
  declarationNo: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const detail = useQuery({
    ...declarationDetailQuery(declarationNo ?? ''),
    enabled: declarationNo !== undefined,
  });
  const data = detail.data;

  let footer: ReactNode = null;
  if (data?.status === DECLARATION_STATUS.declared && data.certificateNo !== null) {
    footer = <CertificatePdfButton declarationNo={data.declarationNo} certificateNo={data.certificateNo} />;
  } else if (data?.status === DECLARATION_STATUS.draft) {
    footer = (
      <Button
        type="primary"
        icon={<EditOutlined />}
        onClick={() => navigate(fillPath(data.policyNo, data.declarationNo))}
      >
        {t('declarationWeb.pending.continue')}
      </Button>
    );
  }

  return (
    <Drawer
      open={declarationNo !== undefined}
      onClose={onClose}
      size={880}
      title={t('declarationWeb.detail.title', { number: data?.certificateNo ?? declarationNo ?? '' })}
      footer={footer ? <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{footer}</div> : null}
      destroyOnHidden
      data-testid="declaration-detail"
    >
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 14 }} />
      ) : detail.isError ? (
        <Result
          status="warning"
          title={t('declarationWeb.detail.loadFailed')}
          subTitle={detail.error.message}
          extra={
            <Button icon={<ReloadOutlined />} onClick={() => void detail.refetch()}>
              {t('declarationWeb.common.retry')}
            </Button>
          }
        />
      ) : (
        <DetailBody detail={detail.data} />
      )}
    </Drawer>
  );
}
