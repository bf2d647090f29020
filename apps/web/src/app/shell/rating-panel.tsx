import { EVALUATION_BAD, EVALUATION_GOOD, EVALUATION_LATER, type EvaluationType } from '@cargo/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { type FormEvent, type KeyboardEvent, lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { isGatewayError } from '../../api/request.ts';
import { answerSurvey, shellExtrasKeys, surveyQuery } from '../../api/shell-extras.api.ts';
import { describeIssue } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import {
  type RatingField,
  type RatingIssues,
  ratingIssuesOf,
  serverRatingIssuesOf,
} from './rating-issues.ts';
import styles from './shell-extras.module.css';

const RatingComment = lazy(() =>
  import('./rating-comment.tsx').then((module) => ({ default: module.RatingComment })),
);

/** What the panel holds: no choice yet, or a choice and (for a bad one) its comment. */
interface RatingAnswer {
  evaluationType: EvaluationType | undefined;
  evaluationContent?: string | undefined;
}

/** Sends an answer checked by the server's schema; what is wrong comes back as issues of its fields. */
const useSendRating = (setIssues: (issues: RatingIssues) => void) => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);

  const send = async (answer: RatingAnswer) => {
    if (sending) return;
    setSending(true);
    try {
      // The schema (zod with it) downloads with the first answer: the panel opens on the first screen (issue 14).
      // A failed download is the network's, not the survey's: the panel stays for another try.
      const schema = await import('@cargo/domain/schemas/survey').then(
        (module) => module.ZSatisfactionAnswer,
        () => undefined,
      );
      if (schema === undefined) {
        void message.error(t('shell.request.failed'));
        return;
      }
      const parsed = schema.safeParse(answer);
      if (!parsed.success) {
        setIssues(ratingIssuesOf(parsed.error.issues));
        return;
      }
      await answerSurvey(parsed.data);
      queryClient.setQueryData(shellExtrasKeys.survey, false);
      void message.success(
        parsed.data.evaluationType === EVALUATION_LATER ? t('survey.postponed') : t('survey.thanks'),
      );
    } catch (error) {
      const issues = serverRatingIssuesOf(error);
      if (issues !== undefined) setIssues(issues);
      else {
        void message.error(isGatewayError(error) ? error.message : t('survey.error.notAsked'));
        queryClient.setQueryData(shellExtrasKeys.survey, false);
      }
    } finally {
      setSending(false);
    }
  };
  return { sending, send };
};

/** A field's message, worded in the UI language now (it follows a language switch). */
function FieldMessage({ issues, field, id }: { issues: RatingIssues; field: RatingField; id: string }) {
  const { language } = useLanguage();
  const issue = issues[field];
  if (issue === undefined) return null;
  const className =
    field === 'evaluationContent' ? `${styles.ratingError} ${styles.ratingCommentError}` : styles.ratingError;
  return (
    <div id={id} role="alert" className={className}>
      {typeof issue === 'string' ? issue : describeIssue(language, issue)}
    </div>
  );
}

/** Good or bad, as two buttons of one radio group. */
function RatingChoices({
  choice,
  onChoose,
  issues,
}: {
  choice: EvaluationType | undefined;
  onChoose: (value: EvaluationType) => void;
  issues: RatingIssues;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  const choices = [
    { value: EVALUATION_GOOD, label: t('survey.good'), testId: 'rating-good' },
    { value: EVALUATION_BAD, label: t('survey.bad'), testId: 'rating-bad' },
  ] as const;
  return (
    <fieldset
      className={styles.ratingField}
      aria-describedby={issues.evaluationType === undefined ? undefined : errorId}
    >
      <legend className={styles.ratingLabel}>{t('field.evaluationType')}</legend>
      <div className={styles.ratingChoices} data-testid="rating-choice">
        {choices.map((option) => (
          <label key={option.value} className={styles.ratingChoice}>
            {/* Hidden but kept (focus, arrow keys, screen readers): its label is the button. */}
            <input
              className="visually-hidden"
              type="radio"
              name="evaluationType"
              value={option.value}
              checked={choice === option.value}
              onChange={() => onChoose(option.value)}
            />
            <span data-testid={option.testId}>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldMessage issues={issues} field="evaluationType" id={errorId} />
    </fieldset>
  );
}

/** The comment a bad rating needs. */
function RatingCommentField({
  comment,
  onChange,
  issues,
}: {
  comment: string;
  onChange: (comment: string) => void;
  issues: RatingIssues;
}) {
  const { t } = useTranslation();
  const ids = { comment: useId(), error: useId() };
  const failed = issues.evaluationContent !== undefined;
  return (
    <div className={`${styles.ratingField} ${styles.ratingCommentField}`}>
      <label htmlFor={ids.comment} className={styles.ratingLabel}>
        {t('survey.commentLabel')}
      </label>
      <Suspense fallback={null}>
        <RatingComment
          id={ids.comment}
          value={comment}
          onChange={(event) => onChange(event.target.value)}
          status={failed ? 'error' : ''}
          aria-invalid={failed}
          aria-describedby={failed ? ids.error : undefined}
          placeholder={t('survey.commentPlaceholder')}
          data-testid="rating-comment"
        />
      </Suspense>
      <FieldMessage issues={issues} field="evaluationContent" id={ids.error} />
    </div>
  );
}

/**
 * SPEC §2 / §3 "Rating": asked when isSurvey says so (docs/business-rules.md "Satisfaction rating"). A
 * non-modal strip above the overview, in the page's flow, so it covers nothing: good (1) or bad (2, a comment required),
 * Submit; "Rate later" (3) postpones. Escape is "Rate later". Plain radios and state rather than antd's Form and
 * Radio, which the overview would otherwise download for this panel alone (issue 14).
 */
export function RatingPanel() {
  const { t } = useTranslation();
  const asked = useQuery(surveyQuery()).data === true;
  const [choice, setChoice] = useState<EvaluationType>();
  const [comment, setComment] = useState('');
  const [issues, setIssues] = useState<RatingIssues>({});
  const { sending, send } = useSendRating(setIssues);
  const ids = { title: useId(), question: useId() };

  if (!asked) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    void send({ evaluationType: EVALUATION_LATER });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send({ evaluationType: choice, evaluationContent: choice === EVALUATION_BAD ? comment : undefined });
  };
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setIssues({});
    };

  // A strip beside the work, not a dialog: it neither blocks, covers nor takes focus (a named region).
  return (
    <section
      aria-labelledby={ids.title}
      aria-describedby={ids.question}
      className={styles.rating}
      onKeyDown={onKeyDown}
      data-testid="rating-panel"
    >
      <div className={styles.ratingIntro}>
        <h2 id={ids.title} className={styles.ratingTitle}>
          {t('survey.title')}
        </h2>
        <p id={ids.question} className={styles.ratingQuestion}>
          {t('survey.question')}
        </p>
      </div>
      <form className={styles.ratingForm} onSubmit={onSubmit} noValidate>
        <RatingChoices choice={choice} onChoose={edited(setChoice)} issues={issues} />
        {choice === EVALUATION_BAD && (
          <RatingCommentField comment={comment} onChange={edited(setComment)} issues={issues} />
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
      </form>
    </section>
  );
}
