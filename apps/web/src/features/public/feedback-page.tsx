import { toOptions } from '@cargo/domain';
import { publicEndpoints } from '@cargo/domain/api/public';
import { FEEDBACK_TYPES } from '@cargo/domain/codes/feedback';
import {
  FEEDBACK_LIMITS,
  type FeedbackInput,
  type FeedbackRequest,
  ZFeedbackRequest,
} from '@cargo/domain/schemas/feedback';
import { Button, Card, Col, Form, Input, Radio, Result, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { call } from '../../api/endpoint-call';
import { useLanguage } from '../../i18n';
import { PortalToolbar } from '../../ui/portal-toolbar';
import { zodRule } from '../../ui/zod-form';
import { PageBanner } from './page-banner';
import { PublicPage, PublicSection } from './public-page';
import { PUBLIC_PATHS } from './public-paths';
import { useKeyedForm } from './use-keyed-form';

type FeedbackValues = Omit<FeedbackInput, 'requestKey'>;

/** The form, its submission and "send another" (a new form fill with a new idempotency key). */
const sendFeedback = (body: FeedbackRequest) => call(publicEndpoints.feedback, body, { loading: false });
const useFeedback = () =>
  useKeyedForm<FeedbackValues, FeedbackRequest, Awaited<ReturnType<typeof sendFeedback>>>({
    schema: ZFeedbackRequest,
    send: sendFeedback,
  });

function FeedbackForm({ feedback }: { feedback: ReturnType<typeof useFeedback> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rule = (field: keyof FeedbackValues) => zodRule(ZFeedbackRequest.shape[field], field, language);
  return (
    <Card variant="borderless">
      <Form form={feedback.form} layout="vertical" onFinish={feedback.onFinish} data-testid="feedback-form">
        <Form.Item
          name="feedbackType"
          label={t('field.feedbackType')}
          required
          rules={[rule('feedbackType')]}
        >
          <Radio.Group data-testid="feedback-type" options={toOptions(FEEDBACK_TYPES, language)} />
        </Form.Item>
        <Form.Item
          name="feedbackContent"
          label={t('field.feedbackContent')}
          required
          rules={[rule('feedbackContent')]}
        >
          <Input.TextArea
            data-testid="feedback-content"
            rows={6}
            showCount
            maxLength={FEEDBACK_LIMITS.content}
            placeholder={t('public.feedback.placeholder.content')}
          />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('public.feedback.contactHint')}</Typography.Paragraph>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="contactPhone" label={t('field.contactPhone')} rules={[rule('contactPhone')]}>
              <Input
                data-testid="feedback-phone"
                autoComplete="tel"
                placeholder={t('public.feedback.placeholder.phone')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="contactEmail" label={t('field.contactEmail')} rules={[rule('contactEmail')]}>
              <Input
                data-testid="feedback-email"
                autoComplete="email"
                maxLength={FEEDBACK_LIMITS.contactEmail}
                placeholder={t('public.feedback.placeholder.email')}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={feedback.submit.isPending}
          data-testid="feedback-submit"
        >
          {t('public.feedback.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/** The feedback page (SPEC §2 toolbar "Feedback", /feedback): public, for logged-in users too. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const feedback = useFeedback();
  return (
    <PublicPage>
      <PageBanner title={t('public.feedback.title')} subtitle={t('public.feedback.subtitle')} />
      <PublicSection>
        {feedback.submit.isSuccess ? (
          <Card variant="borderless" data-testid="feedback-result">
            <Result
              status="success"
              title={t('public.feedback.success.title')}
              subTitle={t('public.feedback.success.subtitle', { number: feedback.submit.data.feedbackNo })}
              extra={[
                <Button key="home" type="primary" onClick={() => navigate(PUBLIC_PATHS.home)}>
                  {t('public.feedback.success.home')}
                </Button>,
                <Button key="again" onClick={feedback.startAgain}>
                  {t('public.feedback.success.again')}
                </Button>,
              ]}
            />
          </Card>
        ) : (
          <FeedbackForm feedback={feedback} />
        )}
      </PublicSection>
      <PortalToolbar />
    </PublicPage>
  );
}
