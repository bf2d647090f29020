import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import type { TotpEnrolment, TwoFactorChallenge } from '@cargo/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguageOf } from '../../i18n/i18n.ts';
import { describeIssue } from '../../i18n/index.ts';
import { ErrorAlert, TextField } from './login-controls.tsx';
import styles from './login-form.module.css';
import { loadAuthCalls } from './login-schemas.ts';
import { failureMessage } from './use-login.ts';

type Challenge = TwoFactorChallenge['twoFactor'];

export interface TwoFactorStepProps {
  challenge: Challenge;
  /** Redeems the challenge at the entry it was opened at (customer or staff); answers new recovery codes. */
  signIn: (body: { challenge: string; code: string }) => Promise<{ recoveryCodes: string[] }>;
  onSignedIn: () => void;
  onBack: () => void;
}

const svgDataUrl = (svg: string): string => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** The secret of an enrolment challenge, drawn on first render (the QR code and the key as text). */
function useChallengeEnrolment(challenge: Challenge, onError: (message: string) => void) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const asked = useRef(false);
  useEffect(() => {
    if (challenge.step !== 'enrol' || asked.current) return;
    asked.current = true;
    loadAuthCalls()
      .then(({ authEndpoints, call }) =>
        call(authEndpoints.challengeEnrolment, { challenge: challenge.challenge }, { hideError: true }),
      )
      .then(setEnrolment)
      .catch((failure: unknown) => onError(failureMessage(failure, t('auth.login.failed'))));
  }, [challenge, onError, t]);
  return enrolment;
}

/** The QR code and the key of a new secret, for an authenticator app. */
export function TotpSecret({ enrolment }: { enrolment: TotpEnrolment }) {
  const { t } = useTranslation();
  return (
    <div className={styles.totpSecret}>
      <img
        src={svgDataUrl(enrolment.qrSvg)}
        alt={t('twoFactor.enrol.qrAlt')}
        width={168}
        height={168}
        data-testid="two-factor-qr"
      />
      <div>
        <div className={styles.secondary}>{t('twoFactor.enrol.secret')}</div>
        <code className={styles.totpKey} data-testid="two-factor-secret">
          {enrolment.secret}
        </code>
      </div>
    </div>
  );
}

/** Ten recovery codes, shown once. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <ol className={styles.recoveryCodes} data-testid="two-factor-recovery-codes">
      {codes.map((code) => (
        <li key={code}>
          <code>{code}</code>
        </li>
      ))}
    </ol>
  );
}

/** The code typed, its check by the server's schema, and the call that redeems the challenge. */
function useSecondStep({ challenge, signIn, onSignedIn }: Omit<TwoFactorStepProps, 'onBack'>) {
  // The login page has no query cache (no `useLanguage`): the language is i18next's.
  const { t, i18n } = useTranslation();
  const language = currentLanguageOf(i18n.language);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setError(undefined);
    const { authEndpoints } = await loadAuthCalls();
    const parsed = authEndpoints.twoFactorSignIn.body.safeParse({ challenge: challenge.challenge, code });
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      setFieldError(issue && describeIssue(language, issue));
      return;
    }
    setFieldError(undefined);
    setPending(true);
    try {
      const answer = await signIn(parsed.data);
      if (answer.recoveryCodes.length > 0) setRecoveryCodes(answer.recoveryCodes);
      else onSignedIn();
    } catch (failure) {
      setPending(false);
      setError(failureMessage(failure, t('auth.login.failed')));
    }
  };
  return { code, setCode, fieldError, error, setError, pending, recoveryCodes, submit };
}

/** After setting TOTP up: the recovery codes to save, then on into the portal. */
function RecoveryStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="two-factor-recovery">
      <h3 className={styles.stepTitle}>{t('twoFactor.recovery.title')}</h3>
      <p className={`${styles.hint} ${styles.secondary}`}>{t('twoFactor.recovery.hint')}</p>
      <RecoveryCodeList codes={codes} />
      <button
        type="button"
        className={styles.primaryButton}
        onClick={onDone}
        data-testid="two-factor-continue"
      >
        {t('twoFactor.recovery.continue')}
      </button>
    </div>
  );
}

/**
 * The login's second step (customer and staff): the app's code or a recovery code; or, for a user who must set
 * TOTP up first, the new secret and its first code, then the recovery codes to save.
 */
export default function TwoFactorStep({ challenge, signIn, onSignedIn, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const step = useSecondStep({ challenge, signIn, onSignedIn });
  const { code, setCode, fieldError, error, pending, recoveryCodes, submit } = step;
  const enrolment = useChallengeEnrolment(challenge, step.setError);
  const enrolling = challenge.step === 'enrol';

  if (recoveryCodes !== undefined) return <RecoveryStep codes={recoveryCodes} onDone={onSignedIn} />;

  return (
    <div data-testid={`two-factor-step-${challenge.step}`}>
      <h3 className={styles.stepTitle}>{t(enrolling ? 'twoFactor.enrol.title' : 'twoFactor.login.title')}</h3>
      {enrolling && <p className={`${styles.hint} ${styles.secondary}`}>{t('twoFactor.enrol.required')}</p>}
      <p className={`${styles.hint} ${styles.secondary}`}>
        {t(enrolling ? 'twoFactor.enrol.steps' : 'twoFactor.login.hint')}
      </p>
      {enrolling &&
        (enrolment ? (
          <TotpSecret enrolment={enrolment} />
        ) : (
          <p className={styles.secondary}>{t('twoFactor.enrol.loading')}</p>
        ))}
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          id="two-factor-code"
          icon={SafetyOutlined}
          autoComplete="one-time-code"
          inputMode={enrolling ? 'numeric' : 'text'}
          maxLength={16}
          autoFocus
          placeholder={t(enrolling ? 'twoFactor.enrol.codeLabel' : 'twoFactor.login.codeLabel')}
          aria-label={t(enrolling ? 'twoFactor.enrol.codeLabel' : 'twoFactor.login.codeLabel')}
          value={code}
          error={fieldError}
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="submit"
          className={styles.primaryButton}
          disabled={pending}
          aria-busy={pending}
          data-testid="two-factor-submit"
        >
          {pending && <span className={styles.spinner} />}
          {t(enrolling ? 'twoFactor.enrol.submit' : 'twoFactor.login.submit')}
        </button>
        {error !== undefined && <ErrorAlert message={error} />}
      </form>
      <div className={styles.stepFooter}>
        <button type="button" className={styles.linkButton} onClick={onBack} data-testid="two-factor-back">
          {t('twoFactor.login.back')}
        </button>
      </div>
    </div>
  );
}
