import { Card, Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the user is in online insuring: product, application, submit, pay and policy. */
export function InsuringSteps({ current }: { current: number }) {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" style={{ marginBottom: 16 }} styles={{ body: { padding: '16px 32px' } }}>
      <Steps
        size="small"
        current={current}
        items={[
          { title: t('insuringWeb.steps.product') },
          { title: t('insuringWeb.steps.fill') },
          { title: t('insuringWeb.steps.submit') },
          { title: t('insuringWeb.steps.policy') },
        ]}
      />
    </Card>
  );
}
