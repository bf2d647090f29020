import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../ui/svg-icon.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import styles from './login-form.module.css';
import type { ImageCodeState } from './use-image-code.ts';
import type { BoundInput } from './use-login-fields.ts';

// The login page's controls, drawn without antd (issue 14) and looking like the portal's antd forms.

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** Also the input's test id. */
  id: string;
  icon: IconDefinition;
  /** The field's message (an error under it, tied to it for screen readers). */
  error?: string;
  /** Beside the input (the image code's picture, the SMS send button). */
  aside?: ReactNode;
}

/** An input with its icon and its error, as antd's large `Input` with a `prefix` inside a `Form.Item`. */
export function TextField({ id, icon, error, aside, type, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const [revealed, setRevealed] = useState(false);
  const hydrated = useHydrated();
  const errorId = `${id}-error`;
  const box = (
    <span className={error ? `${styles.inputBox} ${styles.invalid}` : styles.inputBox}>
      <SvgIcon definition={icon} />
      <input
        id={id}
        data-testid={id}
        type={type === 'password' && revealed ? 'text' : type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        readOnly={!hydrated}
      />
      {type === 'password' && (
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={revealed}
          aria-label={t('auth.login.password.show')}
          disabled={!hydrated}
          onClick={() => setRevealed((shown) => !shown)}
        >
          <SvgIcon definition={revealed ? EyeOutlined : EyeInvisibleOutlined} />
        </button>
      )}
    </span>
  );
  return (
    <div className={styles.field}>
      {aside ? (
        <div className={styles.row}>
          {box}
          {aside}
        </div>
      ) : (
        box
      )}
      {error && (
        <div id={errorId} className={styles.fieldError} data-field-error="">
          {error}
        </div>
      )}
    </div>
  );
}

const svgDataUrl = (svg: string): string => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** The image of the code (dimmed while a new one loads, a short text when it failed); a click asks a new one. */
export function ImageCodeButton({ captcha, onRefresh }: { captcha: ImageCodeState; onRefresh: () => void }) {
  const { t } = useTranslation();
  const refresh = t('auth.login.verifyCode.refresh');
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={styles.codeImage}
      disabled={!hydrated}
      onClick={onRefresh}
      title={refresh}
      aria-label={refresh}
    >
      {captcha.code ? (
        <img
          data-testid="login-code-image"
          // Which code the image shows, while it is the current one (a tester reads its text by this id).
          data-captcha-id={captcha.status === 'ready' ? captcha.code.captchaId : undefined}
          src={svgDataUrl(captcha.code.image)}
          alt={t('auth.login.verifyCode.alt')}
          width={110}
          height={38}
          className={captcha.status === 'loading' ? styles.loadingImage : undefined}
        />
      ) : captcha.status === 'failed' ? (
        t('auth.login.verifyCode.loadFailed')
      ) : (
        <span className={styles.spinner} />
      )}
    </button>
  );
}

/** The inputs of the login forms: icon, browser hints, length, placeholder and accessible name. */
const LOGIN_INPUTS = {
  account: { icon: UserOutlined, autoComplete: 'username', maxLength: 64, label: 'account' },
  email: { icon: MailOutlined, type: 'email', autoComplete: 'email', maxLength: 254, label: 'email' },
  password: {
    icon: LockOutlined,
    type: 'password',
    autoComplete: 'current-password',
    maxLength: 128,
    label: 'password',
  },
  verifyCode: { icon: SafetyOutlined, autoComplete: 'off', maxLength: 8, label: 'verifyCode' },
  mobile: { icon: MobileOutlined, type: 'tel', autoComplete: 'tel', maxLength: 20, label: 'mobile' },
  smsCode: {
    icon: MessageOutlined,
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
    label: 'code',
  },
} as const;

/** One of the login forms' inputs, bound to its field (`useLoginFields`); `id` is also its test id. */
export function LoginInput({
  kind,
  ...field
}: BoundInput & { kind: keyof typeof LOGIN_INPUTS; id: string; aside?: ReactNode }) {
  const { t } = useTranslation();
  const { label, ...input } = LOGIN_INPUTS[kind];
  return (
    <TextField
      {...input}
      placeholder={t(`auth.login.placeholder.${kind}`)}
      aria-label={t(`field.${label}`)}
      {...field}
    />
  );
}

/** The image code typed beside its picture (a click on the picture draws a new one). */
export function ImageCodeField({
  captcha,
  onRefresh,
  ...field
}: BoundInput & { id: string; captcha: ImageCodeState; onRefresh: () => void }) {
  return (
    <LoginInput
      kind="verifyCode"
      aside={<ImageCodeButton captcha={captcha} onRefresh={onRefresh} />}
      {...field}
    />
  );
}

/** The form's submit button; a spinner while the call runs (disabled, not dimmed, until the page's script runs). */
export function SubmitButton({ pending, testId }: { pending: boolean; testId: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={styles.primaryButton}
      disabled={pending || !hydrated}
      aria-busy={pending}
      data-testid={testId}
    >
      {pending && <span className={styles.spinner} />}
      {t('auth.login.submit')}
    </button>
  );
}

/** The message of a failed attempt (role alert: read out when it appears). */
export function ErrorAlert({ message }: { message: string }) {
  return (
    <div className={`${styles.alert} ${styles.errorAlert}`} role="alert" data-testid="login-error">
      <SvgIcon definition={CloseCircleFilled} />
      <span>{message}</span>
    </div>
  );
}

/** A note about what just happened (the SMS code sent). */
export function InfoAlert({ message, testId }: { message: string; testId: string }) {
  return (
    <div className={`${styles.alert} ${styles.infoAlert}`} role="status" data-testid={testId}>
      <SvgIcon definition={InfoCircleFilled} />
      <span>{message}</span>
    </div>
  );
}
