import {
  EVALUATION_BAD,
  EVALUATION_GOOD,
  EVALUATION_LATER,
  type EvaluationType,
  ZSatisfactionAnswer,
} from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, type FormInstance, Radio } from 'antd';
import { type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../api/request.ts';
import { answerSurvey, shellExtrasKeys, surveyQuery } from '../../api/shell-extras.api.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { clearChangedFieldErrors, showIssues, showServerIssues } from '../../ui/zod-form.ts';
import styles from './shell-extras.module.css';

const RatingComment = lazy(() =>
  import('./rating-comment.tsx').then((module) => ({ default: module.RatingComment })),
);

interface RatingValues {
  evaluationType?: EvaluationType;
  evaluationContent?: string;
}

/** Sends an answer checked by the server's schema; issues go next to their fields. */
const useSendRating = (form: FormInstance<RatingValues>) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const send = async (values: RatingValues) => {
    if (sending) return;
    const parsed = ZSatisfactionAnswer.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    setSending(true);
    try {
      await answerSurvey(parsed.data);
      queryClient.setQueryData(shellExtrasKeys.survey, false);
      void message.success(
        parsed.data.evaluationType === EVALUATION_LATER ? t('survey.postponed') : t('survey.thanks'),
      );
    } catch (error) {
      if (!showServerIssues(form, error)) {
        void message.error(isGatewayError(error) ? error.message : t('survey.error.notAsked'));
        queryClient.setQueryData(shellExtrasKeys.survey, false);
      }
    } finally {
      setSending(false);
    }
  };
  return { sending, send };
};

/**
 * SPEC §2 / §3 "Rating": asked when isSurvey says so (docs/business-rules.md "Satisfaction rating"). A
 * non-modal panel at the lower left, so the page stays usable: good (1) or bad (2, a comment required),
 * Submit; "Rate later" (3) postpones. Escape is "Rate later".
 */
export function RatingPanel() {
  const { t } = useTranslation();
  const asked = useQuery(surveyQuery()).data === true;
  const [form] = Form.useForm<RatingValues>();
  const { sending, send } = useSendRating(form);
  const titleId = useId();
  const questionId = useId();
  const bad = Form.useWatch('evaluationType', form) === EVALUATION_BAD;

  if (!asked) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    void send({ evaluationType: EVALUATION_LATER });
  };

  // A panel beside the work, not a dialog: it neither blocks nor takes focus (a named region).
  return (
    <section
      aria-labelledby={titleId}
      aria-describedby={questionId}
      className={styles.rating}
      onKeyDown={onKeyDown}
      data-testid="rating-panel"
    >
      <h2 id={titleId} className={styles.ratingTitle}>
        {t('survey.title')}
      </h2>
      <p id={questionId} className={styles.ratingQuestion}>
        {t('survey.question')}
      </p>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void send(values)}
        onValuesChange={clearChangedFieldErrors(form)}
        requiredMark={false}
      >
        <Form.Item name="evaluationType" label={t('field.evaluationType')} style={{ marginBottom: 8 }}>
          <Radio.Group optionType="button" buttonStyle="solid" data-testid="rating-choice">
            <Radio.Button value={EVALUATION_GOOD}>
              <span data-testid="rating-good">{t('survey.good')}</span>
            </Radio.Button>
            <Radio.Button value={EVALUATION_BAD}>
              <span data-testid="rating-bad">{t('survey.bad')}</span>
            </Radio.Button>
          </Radio.Group>
        </Form.Item>
        {bad && (
          <Suspense fallback={null}>
            <Form.Item name="evaluationContent" label={t('survey.commentLabel')} style={{ marginBottom: 0 }}>
              <RatingComment placeholder={t('survey.commentPlaceholder')} data-testid="rating-comment" />
            </Form.Item>
          </Suspense>
        )}
        <div className={styles.ratingActions}>
          <Button
            onClick={() => void send({ evaluationType: EVALUATION_LATER })}
            disabled={sending}
            data-testid="rating-later"
          >
            {t('survey.later')}
          </Button>
          <Button type="primary" htmlType="submit" loading={sending} data-testid="rating-submit">
            {t('survey.submit')}
          </Button>
        </div>
      </Form>
    </section>
  );
}
