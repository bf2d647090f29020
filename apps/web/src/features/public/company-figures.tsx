import { BankOutlined, GlobalOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPANY_FIGURES } from './portal-facts';

const FIGURE_ICONS = {
  agents: <TeamOutlined />,
  countries: <GlobalOutlined />,
  branches: <BankOutlined />,
  outlets: <ShopOutlined />,
} as const;

/** The company's figures, one card each (about us). */
export function CompanyFigures() {
  const { t } = useTranslation();
  const { token } = theme.useToken();

  return (
    <Row gutter={[16, 16]}>
      {COMPANY_FIGURES.map((figure) => (
        <Col key={figure.key} xs={12} lg={6}>
          <Card variant="borderless" style={{ height: '100%' }} data-testid={`figure-${figure.key}`}>
            <Statistic
              title={t(`public.figure.${figure.key}`)}
              value={figure.value}
              prefix={
                <span style={{ color: token.colorPrimary, marginInlineEnd: 8 }}>
                  {FIGURE_ICONS[figure.key]}
                </span>
              }
              suffix={t(`public.figure.${figure.key}.unit`)}
              styles={{ content: { color: token.colorTextHeading, fontWeight: 600 } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
