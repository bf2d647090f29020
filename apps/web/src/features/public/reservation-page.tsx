import { CheckCircleFilled } from '@ant-design/icons';
import {
  RESERVATION_INTENTION_OTHER,
  RESERVATION_INTENTIONS,
  RESERVATION_LIMITS,
  type ReservationIntention,
  type ReservationRequest,
  toOptions,
  ZReservationRequest,
} from '@cargo/domain';
import { basedataEndpoints } from '@cargo/domain/api/basedata';
import { reservationEndpoints } from '@cargo/domain/api/reservation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Radio, Result, Row, Select, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/endpoint-call';
import { PortalToolbar } from '../../app/portal-toolbar';
import { useLanguage } from '../../i18n';
import { PageBanner } from './page-banner';
import { PublicPage, PublicSection } from './public-page';
import { PUBLIC_PATHS } from './public-paths';
import { showIssues, useRevalidateOnLanguageChange, zodRule } from './zod-form';

interface ReservationFormValues {
  name?: string;
  mobile?: string;
  companyName?: string;
  address?: string;
  creditCode?: string;
  agentCode?: string;
  branch?: string;
  intention?: ReservationIntention;
  detail?: string;
}

type FieldName = keyof ReservationFormValues;

const NEXT_STEPS = ['submit', 'contact', 'proposal'] as const;

export default function ReservationPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [form] = Form.useForm<ReservationFormValues>();
  // One idempotency key per form fill: a retry after a lost answer cannot create a second reservation.
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  useRevalidateOnLanguageChange(form, language);
  const intention = Form.useWatch('intention', form);

  const provinces = useQuery({
    queryKey: ['public', 'provinces'],
    queryFn: () => call(basedataEndpoints.provinces, {}, { hideError: true, loading: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    // Both names come in one answer: a language switch need not fetch the list again.
    meta: { languageNeutral: true },
  });

  const submit = useMutation({
    mutationFn: (body: ReservationRequest) => call(reservationEndpoints.submit, body, { loading: false }),
  });

  const rule = (field: FieldName) => zodRule(ZReservationRequest.shape[field], field, language);

  const onFinish = (values: ReservationFormValues) => {
    if (submit.isPending) return;
    const parsed = ZReservationRequest.safeParse({
      ...values,
      agentCode: values.agentCode?.trim() || undefined,
      detail: values.detail?.trim() || undefined,
      requestKey,
    });
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    submit.mutate(parsed.data);
  };

  const startAgain = () => {
    form.resetFields();
    setRequestKey(crypto.randomUUID());
    submit.reset();
  };

  const provinceOptions = (provinces.data ?? []).map((province) => ({
    value: province.valueCode,
    label:
      language === 'zh-CN'
        ? province.valueChineseName
        : province.valueEnglishName || province.valueChineseName,
  }));

  const formCard = (
    <Card variant="borderless">
      <Form<ReservationFormValues>
        form={form}
        layout="vertical"
        size="large"
        onFinish={onFinish}
        disabled={submit.isPending}
        scrollToFirstError
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('public.reservation.section.contact')}
        </Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('field.name')} required rules={[rule('name')]}>
              <Input
                data-testid="reservation-name"
                maxLength={RESERVATION_LIMITS.name}
                autoComplete="name"
                placeholder={t('public.reservation.placeholder.name')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="mobile" label={t('field.mobile')} required rules={[rule('mobile')]}>
              <Input
                data-testid="reservation-mobile"
                maxLength={20}
                inputMode="tel"
                autoComplete="tel"
                placeholder={t('public.reservation.placeholder.mobile')}
              />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5}>{t('public.reservation.section.company')}</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="companyName"
              label={t('field.companyName')}
              required
              rules={[rule('companyName')]}
            >
              <Input
                data-testid="reservation-companyName"
                maxLength={RESERVATION_LIMITS.companyName}
                autoComplete="organization"
                placeholder={t('public.reservation.placeholder.companyName')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="creditCode"
              label={t('field.creditCode')}
              required
              rules={[rule('creditCode')]}
              normalize={(value: string | undefined) => value?.toUpperCase()}
            >
              <Input
                data-testid="reservation-creditCode"
                maxLength={18}
                autoComplete="off"
                placeholder={t('public.reservation.placeholder.creditCode')}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address" label={t('field.address')} required rules={[rule('address')]}>
              <Input
                data-testid="reservation-address"
                maxLength={RESERVATION_LIMITS.address}
                autoComplete="street-address"
                placeholder={t('public.reservation.placeholder.address')}
              />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Title level={5}>{t('public.reservation.section.business')}</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="branch"
              label={t('field.branch')}
              required
              rules={[rule('branch')]}
              extra={provinces.isError ? t('public.reservation.branch.fallback') : undefined}
            >
              {provinces.isError ? (
                <Input
                  data-testid="reservation-branch"
                  maxLength={RESERVATION_LIMITS.branch}
                  placeholder={t('public.reservation.placeholder.branchText')}
                />
              ) : (
                <Select
                  data-testid="reservation-branch"
                  loading={provinces.isPending}
                  options={provinceOptions}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('public.reservation.placeholder.branch')}
                />
              )}
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="agentCode"
              label={t('field.agentCode')}
              rules={[rule('agentCode')]}
              tooltip={t('public.reservation.agentCode.tooltip')}
            >
              <Input
                data-testid="reservation-agentCode"
                maxLength={RESERVATION_LIMITS.agentCode}
                autoComplete="off"
                placeholder={t('public.reservation.placeholder.agentCode')}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="intention" label={t('field.intention')} required rules={[rule('intention')]}>
              <Radio.Group
                data-testid="reservation-intention"
                options={toOptions(RESERVATION_INTENTIONS, language)}
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
                  gap: 8,
                }}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="detail"
              label={t('field.detail')}
              rules={[rule('detail')]}
              dependencies={['intention']}
              required={intention === RESERVATION_INTENTION_OTHER}
            >
              <Input.TextArea
                data-testid="reservation-detail"
                rows={4}
                maxLength={RESERVATION_LIMITS.detail}
                showCount
                placeholder={t('public.reservation.placeholder.detail')}
              />
            </Form.Item>
          </Col>
        </Row>

        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {t('public.reservation.privacy')}
        </Typography.Paragraph>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={submit.isPending}
          disabled={submit.isPending}
          data-testid="reservation-submit"
          style={{ minWidth: 160 }}
        >
          {t('public.reservation.submit')}
        </Button>
      </Form>
    </Card>
  );

  return (
    <PublicPage>
      <PageBanner title={t('public.reservation.title')} subtitle={t('public.reservation.subtitle')} />
      <PublicSection>
        {submit.isSuccess ? (
          <Card variant="borderless" data-testid="reservation-result">
            <Result
              status="success"
              title={t('public.reservation.success.title')}
              subTitle={t('public.reservation.success.subtitle', { id: submit.data.reservationId })}
              extra={[
                <Button
                  key="home"
                  type="primary"
                  data-testid="reservation-home"
                  onClick={() => navigate(PUBLIC_PATHS.home)}
                >
                  {t('public.reservation.success.home')}
                </Button>,
                <Button key="again" onClick={startAgain}>
                  {t('public.reservation.success.again')}
                </Button>,
              ]}
            />
          </Card>
        ) : (
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={16}>
              {formCard}
            </Col>
            <Col xs={24} lg={8}>
              <Card variant="borderless" title={t('public.reservation.steps.title')}>
                {NEXT_STEPS.map((step) => (
                  <div key={step} style={{ display: 'flex', gap: 12, marginBottom: 16 }}>
                    <CheckCircleFilled style={{ color: token.colorPrimary, fontSize: 18, marginTop: 3 }} />
                    <div>
                      <Typography.Text strong>{t(`public.reservation.steps.${step}.title`)}</Typography.Text>
                      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                        {t(`public.reservation.steps.${step}.text`)}
                      </Typography.Paragraph>
                    </div>
                  </div>
                ))}
              </Card>
            </Col>
          </Row>
        )}
      </PublicSection>
      <PortalToolbar />
    </PublicPage>
  );
}
