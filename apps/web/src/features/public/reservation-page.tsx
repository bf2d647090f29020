import { CheckCircleFilled } from '@ant-design/icons';
import { type ReservationRequest, ZReservationRequest } from '@cargo/domain';
import { reservationEndpoints } from '@cargo/domain/api/reservation';
import { Button, Card, Col, Result, Row, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/endpoint-call';
import { PortalToolbar } from '../../ui/portal-toolbar';
import { PageBanner } from './page-banner';
import { PublicPage, PublicSection } from './public-page';
import { PUBLIC_PATHS } from './public-paths';
import { ReservationForm, type ReservationFormValues } from './reservation-form';
import { useKeyedForm } from './use-keyed-form';

const NEXT_STEPS = ['submit', 'contact', 'proposal'] as const;

/** The form, its submission and "start again" (a new form fill with a new idempotency key). */
const sendReservation = (body: ReservationRequest) =>
  call(reservationEndpoints.submit, body, { loading: false });
const useReservation = () =>
  useKeyedForm<ReservationFormValues, ReservationRequest, Awaited<ReturnType<typeof sendReservation>>>({
    schema: ZReservationRequest,
    send: sendReservation,
    requestOf: (values) => ({
      ...values,
      agentCode: values.agentCode?.trim() || undefined,
      detail: values.detail?.trim() || undefined,
    }),
  });

function ReservationDone({ reservationId, onAgain }: { reservationId: string; onAgain: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card variant="borderless" data-testid="reservation-result">
      <Result
        status="success"
        title={t('public.reservation.success.title')}
        subTitle={t('public.reservation.success.subtitle', { id: reservationId })}
        extra={[
          <Button
            key="home"
            type="primary"
            data-testid="reservation-home"
            onClick={() => navigate(PUBLIC_PATHS.home)}
          >
            {t('public.reservation.success.home')}
          </Button>,
          <Button key="again" onClick={onAgain}>
            {t('public.reservation.success.again')}
          </Button>,
        ]}
      />
    </Card>
  );
}

/** What happens after the reservation, beside the form. */
function NextSteps() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
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
  );
}

export default function ReservationPage() {
  const { t } = useTranslation();
  const { form, submit, onFinish, startAgain } = useReservation();

  return (
    <PublicPage>
      <PageBanner title={t('public.reservation.title')} subtitle={t('public.reservation.subtitle')} />
      <PublicSection>
        {submit.isSuccess ? (
          <ReservationDone reservationId={submit.data.reservationId} onAgain={startAgain} />
        ) : (
          <Row gutter={[24, 24]}>
            <Col xs={24} lg={16}>
              <ReservationForm form={form} pending={submit.isPending} onFinish={onFinish} />
            </Col>
            <Col xs={24} lg={8}>
              <NextSteps />
            </Col>
          </Row>
        )}
      </PublicSection>
      <PortalToolbar />
    </PublicPage>
  );
}
