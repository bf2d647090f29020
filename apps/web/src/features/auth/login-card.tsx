import { type FormEvent, type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { PUBLIC_PATHS } from '../public/index.ts';
import { ErrorAlert, ImageCodeField, LoginInput, SubmitButton } from './login-controls.tsx';
import styles from './login-form.module.css';
import { loadAuthCalls } from './login-schemas.ts';
import type { LoginMode } from './remembered-login.ts';
import { enterPortal, type LoginChallenge, useLogin } from './use-login.ts';
import { usePhoneLoginOffered } from './use-phone-login-offered.ts';

// The mobile tab's form is downloaded only when that tab is chosen (the login page's first download stays small).
const PhoneLoginForm = lazy(() => import('./phone-login-form.tsx'));
// The second step of a login with two-factor sign-in, downloaded when a password asks for it.
const TwoFactorStep = lazy(() => import('./two-factor-step.tsx'));

/** Redeems the challenge at the customer entry. */
const customerSignIn = async (body: { challenge: string; code: string }) => {
  const { authEndpoints, call } = await loadAuthCalls();
  return call(authEndpoints.twoFactorSignIn, body, { hideError: true, loading: false });
};

const pendingStep = (
  <div className={styles.pending} aria-busy="true">
    <span className={styles.spinner} />
  </div>
);

type Tab = LoginMode | 'phone';

/** The tabs of the card: a tab list whose arrow keys move between tabs, as antd's Tabs. */
function LoginTabs({ tabs, active, onChoose }: { tabs: Tab[]; active: Tab; onChoose: (tab: Tab) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const moveWithArrows = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = tabs[(index + step + tabs.length) % tabs.length] as Tab;
    onChoose(next);
    document.getElementById(`login-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" className={styles.tabs}>
      {tabs.map((tab, index) => (
        <button
          key={tab}
          id={`login-tab-${tab}`}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={tab === active}
          tabIndex={tab === active ? 0 : -1}
          disabled={!hydrated}
          data-testid={`login-tab-${tab}`}
          onClick={() => onChoose(tab)}
          onKeyDown={(event) => moveWithArrows(event, index)}
        >
          {t(`auth.login.tab.${tab}`)}
        </button>
      ))}
    </div>
  );
}

/** The login card of the home page: account or email login with an image code; by mobile when offered. */
export function LoginCard() {
  const { t } = useTranslation();
  // The second step's challenge, after a right password (or SMS code) of a user with two-factor sign-in.
  const [challenge, setChallenge] = useState<LoginChallenge>();
  const login = useLogin(setChallenge);
  const leaveChallenge = () => {
    setChallenge(undefined);
    login.fields.reset('password');
    login.refreshCode();
  };
  const phoneOffered = usePhoneLoginOffered();
  const [phoneChosen, setPhoneChosen] = useState(false);
  const byPhone = phoneOffered && phoneChosen;
  const choose = (tab: Tab) => {
    setPhoneChosen(tab === 'phone');
    if (tab !== 'phone') login.switchMode(tab);
  };
  const tabs: Tab[] = phoneOffered ? ['account', 'email', 'phone'] : ['account', 'email'];

  return (
    <section className={styles.card} aria-labelledby="login-title">
      <h2 id="login-title" className={styles.cardTitle}>
        {t('auth.login.title')}
      </h2>
      <span className={styles.secondary}>{t('auth.login.subtitle')}</span>
      {challenge !== undefined && (
        <Suspense fallback={pendingStep}>
          <TwoFactorStep
            challenge={challenge}
            signIn={customerSignIn}
            onSignedIn={enterPortal}
            onBack={leaveChallenge}
          />
        </Suspense>
      )}
      <div hidden={challenge !== undefined}>
        <LoginTabs tabs={tabs} active={byPhone ? 'phone' : login.mode} onChoose={choose} />
        {byPhone && (
          <Suspense fallback={pendingStep}>
            <PhoneLoginForm onChallenge={setChallenge} />
          </Suspense>
        )}
        {/* Kept mounted while the mobile tab shows: what was typed stays. */}
        <div hidden={byPhone}>
          <PasswordLoginForm login={login} />
        </div>
      </div>
      <div className={styles.help}>
        <span className={styles.secondary}>{t('auth.login.help')}</span>{' '}
        <a href={PUBLIC_PATHS.commonQuestions}>{t('auth.login.help.link')}</a>
      </div>
    </section>
  );
}

/** Account or email, password and image code, and the error of the last attempt. */
function PasswordLoginForm({ login }: { login: ReturnType<typeof useLogin> }) {
  const { fields, mode, captcha } = login;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void login.submit();
  };
  return (
    <form noValidate onSubmit={onSubmit}>
      {mode === 'account' ? (
        <LoginInput kind="account" id="login-account" {...fields.bind('account')} />
      ) : (
        <LoginInput kind="email" id="login-email" {...fields.bind('email')} />
      )}
      <LoginInput kind="password" id="login-password" {...fields.bind('password')} />
      <ImageCodeField
        id="login-code"
        {...fields.bind('verifyCode')}
        captcha={captcha}
        onRefresh={login.refreshCode}
      />
      <RememberRow checked={login.remember} onChange={login.setRemember} />
      <SubmitButton pending={login.pending} testId="login-submit" />
      {login.error !== undefined && <ErrorAlert message={login.error} />}
    </form>
  );
}

/** "Remember account" and the way to the forgotten-password page (a plain link: the portal loads at its address). */
function RememberRow({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <div className={styles.rememberRow}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          data-testid="login-remember"
          checked={checked}
          disabled={!hydrated}
          onChange={(event) => onChange(event.target.checked)}
        />
        {t('auth.login.remember')}
      </label>
      <a href={PUBLIC_PATHS.forgotPassword} className={styles.forgotLink} data-testid="login-forgot">
        {t('auth.login.forgot')}
      </a>
    </div>
  );
}
