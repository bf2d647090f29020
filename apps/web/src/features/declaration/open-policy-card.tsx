import { CloudUploadOutlined, FileAddOutlined, RobotOutlined } from '@ant-design/icons';
import { type OpenPolicyListItem, type OpenPolicySummary, todayInChina } from '@cargo/domain';
import { Button, Card, Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ActsOn } from '../../ui/acts-on.tsx';
import { copyableNumber } from '../../ui/copyable-number.ts';
import { formatMoney, groupAmount } from '../../ui/format.ts';
import { useCanOperate } from '../user-admin/index.ts';
import styles from './declaration.module.css';
import { remainingPercent } from './declaration-format.ts';
import { autoInsurePath, batchPath, fillPath } from './declaration-paths.ts';
import { UsageFigures } from './usage-figures.tsx';

type PolicyState = 'inForce' | 'notYetEffective' | 'expired';

export const policyStateOf = (policy: Pick<OpenPolicySummary, 'effectiveDate' | 'endDate'>): PolicyState => {
  const today = todayInChina();
  if (today < policy.effectiveDate) return 'notYetEffective';
  if (today > policy.endDate) return 'expired';
  return 'inForce';
};

const STATE_COLOR: Record<PolicyState, string> = {
  inForce: 'success',
  notYetEffective: 'processing',
  expired: 'default',
};

export function PolicyStateTag({ policy }: { policy: Pick<OpenPolicySummary, 'effectiveDate' | 'endDate'> }) {
  const { t } = useTranslation();
  const state = policyStateOf(policy);
  return (
    <Tag color={STATE_COLOR[state]} variant="filled">
      {t(`declarationWeb.policy.state.${state}`)}
    </Tag>
  );
}

/** Remaining insured amount against the total limit, with a bar that turns amber, then red, as it runs low. */
export function BalanceBar({ policy }: { policy: OpenPolicySummary }) {
  const { t } = useTranslation();
  const percent = remainingPercent(policy.balance, policy.totalInsuredAmount, policy.currency);
  const color = percent <= 10 ? '#d4380d' : percent <= 30 ? '#d48806' : '#1658d8';
  return (
    <div className={styles.balanceBox}>
      <div className={styles.balanceRow}>
        <span className={styles.balanceLabel}>{t('declarationWeb.policy.balance')}</span>
        <span className={styles.balanceTotal}>{t('declarationWeb.policy.remainingShare', { percent })}</span>
      </div>
      <div className={styles.balanceRow}>
        <span className={`${styles.balanceValue} ${styles.amount}`} data-testid="policy-balance">
          {formatMoney(policy.balance, policy.currency)}
        </span>
      </div>
      <Progress
        percent={percent}
        showInfo={false}
        strokeColor={color}
        railColor="#dfe6f1"
        size={{ height: 8 }}
        aria-label={t('declarationWeb.policy.remainingShare', { percent })}
      />
      <div className={styles.balanceRow}>
        <span className={styles.balanceTotal}>
          {t('declarationWeb.policy.totalLimit', {
            amount: `${policy.currency} ${groupAmount(policy.totalInsuredAmount, policy.currency)}`,
          })}
        </span>
      </div>
    </div>
  );
}

/** One open policy of the account: what it covers, what is left, and the two ways to declare under it. */
export function OpenPolicyCard({ policy }: { policy: OpenPolicyListItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const operates = useCanOperate();
  return (
    <Card className={styles.policyCard} variant="borderless" data-testid={`open-policy-${policy.policyNo}`}>
      <div className={styles.policyTop}>
        <div>
          <h2 className={styles.policyProduct}>{policy.productName}</h2>
          <Typography.Text
            className={`${styles.policyNo} ${styles.mono}`}
            copyable={copyableNumber(t, policy.policyNo)}
          >
            {policy.policyNo}
          </Typography.Text>
        </div>
        <PolicyStateTag policy={policy} />
      </div>

      <BalanceBar policy={policy} />
      <UsageFigures usage={policy.usage} />

      <dl className={styles.facts}>
        <div>
          <dt>{t('declarationWeb.policy.insured')}</dt>
          <dd>{policy.insuredName}</dd>
        </div>
        <div>
          <dt>{t('declarationWeb.policy.period')}</dt>
          <dd className={styles.amount}>
            {t('declarationWeb.policy.periodValue', { start: policy.effectiveDate, end: policy.endDate })}
          </dd>
        </div>
        <div>
          <dt>{t('declarationWeb.policy.perShipmentLimit')}</dt>
          <dd className={styles.amount}>{formatMoney(policy.perShipmentLimit, policy.currency)}</dd>
        </div>
        <div>
          <dt>{t('declarationWeb.policy.currency')}</dt>
          <dd>{policy.currency}</dd>
        </div>
      </dl>

      <div className={styles.cardActions}>
        <Button
          icon={<RobotOutlined />}
          data-testid={`auto-insure-${policy.policyNo}`}
          onClick={() => navigate(autoInsurePath(policy.policyNo))}
        >
          {t('autoInsureWeb.open')}
          <ActsOn>{policy.policyNo}</ActsOn>
        </Button>
        {operates && (
          <>
            <Button
              icon={<CloudUploadOutlined />}
              data-testid={`batch-${policy.policyNo}`}
              onClick={() => navigate(batchPath(policy.policyNo))}
            >
              {t('declarationWeb.policy.batch')}
              <ActsOn>{policy.policyNo}</ActsOn>
            </Button>
            <Button
              type="primary"
              icon={<FileAddOutlined />}
              data-testid={`declare-${policy.policyNo}`}
              onClick={() => navigate(fillPath(policy.policyNo))}
            >
              {t('declarationWeb.policy.declare')}
              <ActsOn>{policy.policyNo}</ActsOn>
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
