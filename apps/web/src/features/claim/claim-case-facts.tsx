import type { ClaimDetail } from '@cargo/domain';
import { Card, Col, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClaimGoodsLines, ClaimPolicyFacts, ClaimReportFacts } from './claim-facts.tsx';
import { ClaimHistory, ClaimProgress } from './claim-history.tsx';
import { ClaimDocumentRequests } from './claim-requests.tsx';
import { ClaimSettlementCard } from './claim-settlement-card.tsx';

/**
 * A claim as both sides read it: the insurer's open document requests, the progress, the policy, report and
 * goods facts, the settlement and the history. The customer's detail and the claims handler's page show it.
 */
export function ClaimCaseFacts({ claim }: { claim: ClaimDetail }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <ClaimDocumentRequests requests={claim.documentRequests} />
      <Card size="small" title={t('claimWeb.section.progress')}>
        <ClaimProgress claim={claim} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <ClaimPolicyFacts claim={claim} />
            <ClaimReportFacts claim={claim} />
            <ClaimGoodsLines claim={claim} />
          </Space>
        </Col>
        <Col xs={24} xl={9}>
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <ClaimSettlementCard claim={claim} />
            <Card size="small" title={t('claimWeb.section.history')}>
              <ClaimHistory history={claim.history} />
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
