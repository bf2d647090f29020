import type { OpenPolicyDetail, OpenPolicySummary } from '@cargo/domain';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../ui/format.ts';
import styles from './declaration.module.css';
import { BalanceBar, PolicyStateTag } from './open-policy-card.tsx';

const isDetail = (policy: OpenPolicySummary): policy is OpenPolicyDetail => 'additionCapPercent' in policy;

/** The open policy a declaration draws on: balance, limits and (with the detail) cap and rate. */
export function PolicyFactsCard({ policy, extra }: { policy: OpenPolicySummary; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      title={t('declarationWeb.policy.cardTitle')}
      extra={<PolicyStateTag policy={policy} />}
      data-testid="policy-facts"
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
        <div>
          <div className={styles.balanceLabel}>{policy.productName}</div>
          <div className={styles.mono}>{policy.policyNo}</div>
        </div>
        <BalanceBar policy={policy} />
        <dl className={styles.facts}>
          <div>
            <dt>{t('declarationWeb.policy.perShipmentLimit')}</dt>
            <dd className={styles.amount}>{formatMoney(policy.perShipmentLimit, policy.currency)}</dd>
          </div>
          <div>
            <dt>{t('declarationWeb.policy.period')}</dt>
            <dd className={styles.amount}>
              {policy.effectiveDate}
              <br />
              {policy.endDate}
            </dd>
          </div>
          {isDetail(policy) ? (
            <>
              <div>
                <dt>{t('declarationWeb.policy.additionCap')}</dt>
                <dd>{t('declarationWeb.common.percent', { value: policy.additionCapPercent })}</dd>
              </div>
              <div>
                <dt>{t('declarationWeb.policy.rate')}</dt>
                <dd>{t('declarationWeb.common.percent', { value: policy.ratePercent })}</dd>
              </div>
            </>
          ) : null}
        </dl>
        {extra}
      </div>
    </Card>
  );
}
