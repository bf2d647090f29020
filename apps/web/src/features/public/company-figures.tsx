import { BankOutlined, GlobalOutlined, ShopOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §1: the network figures quoted in the insurer's own overview. */
const FIGURES = [
  { key: 'agents', value: 335, icon: <TeamOutlined /> },
  { key: 'countries', value: 150, icon: <GlobalOutlined /> },
  { key: 'branches', value: 42, icon: <BankOutlined /> },
  { key: 'outlets', value: 2500, icon: <ShopOutlined /> },
] as const satisfies readonly { key: string; value: number; icon: ReactNode }[];

interface CompanyFiguresProps {
  /** `inverse`: white text for the blue hero; `cards`: one card per figure. */
  variant?: 'cards' | 'inverse';
}

export function CompanyFigures({ variant = 'cards' }: CompanyFiguresProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();

  if (variant === 'inverse') {
    return (
      <Row gutter={[24, 16]}>
        {FIGURES.map((figure) => (
          <Col key={figure.key} xs={12} sm={6}>
            <Statistic
              title={t(`public.figure.${figure.key}`)}
              value={figure.value}
              suffix={t(`public.figure.${figure.key}.unit`)}
              styles={{
                title: { color: 'rgba(255, 255, 255, 0.75)' },
                content: { color: '#fff', fontWeight: 600 },
              }}
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Row gutter={[16, 16]}>
      {FIGURES.map((figure) => (
        <Col key={figure.key} xs={12} lg={6}>
          <Card variant="borderless" style={{ height: '100%' }} data-testid={`figure-${figure.key}`}>
            <Statistic
              title={t(`public.figure.${figure.key}`)}
              value={figure.value}
              prefix={<span style={{ color: token.colorPrimary, marginInlineEnd: 8 }}>{figure.icon}</span>}
              suffix={t(`public.figure.${figure.key}.unit`)}
              styles={{ content: { color: token.colorTextHeading, fontWeight: 600 } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
