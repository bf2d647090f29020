import { ConfigProvider, Spin } from 'antd';
import {
  type ComponentType,
  type ReactNode,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { useTranslation } from 'react-i18next';
import { isFeedbackWanted, showWaitingFeedbackPlainly, subscribeFeedbackWanted } from '../api/feedback.ts';
import { isLoadingVisible, subscribeLoading } from '../api/loading.ts';
import { antdLocaleOf } from '../i18n/i18n.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { portalTheme } from './theme.ts';
import { usePrefersReducedMotion } from './use-reduced-motion.ts';

/** antd's modal/message/notification, downloaded when the portal first shows one (api/feedback.ts). */
function FeedbackSlot() {
  const wanted = useSyncExternalStore(subscribeFeedbackWanted, isFeedbackWanted, isFeedbackWanted);
  const [Host, setHost] = useState<ComponentType | undefined>();
  useEffect(() => {
    if (!wanted || Host !== undefined) return;
    import('./feedback-host.tsx')
      .then((module) => setHost(() => module.FeedbackHost))
      .catch(showWaitingFeedbackPlainly);
  }, [wanted, Host]);
  return Host === undefined ? null : <Host />;
}

/** The full-page mask of requests made with `loading` (SPEC §9 "loading..."). */
function LoadingMask() {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(subscribeLoading, isLoadingVisible, isLoadingVisible);
  return <Spin fullscreen spinning={visible} description={t('shell.loading')} data-testid="loading-mask" />;
}

/**
 * antd follows the UI language (its locale comes with the language's lazily loaded bundle) and the theme;
 * its animations stop when the user's system asks for reduced motion.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const { language } = useLanguage();
  const reducedMotion = usePrefersReducedMotion();
  const theme = useMemo(
    () =>
      reducedMotion
        ? // Its own variables' key: the build-time styles define the portal theme's (with motion).
          {
            ...portalTheme,
            token: { ...portalTheme.token, motion: false },
            cssVar: { key: 'css-var-portal-still' },
          }
        : portalTheme,
    [reducedMotion],
  );
  return (
    <ConfigProvider locale={antdLocaleOf(language)} theme={theme}>
      <FeedbackSlot />
      <LoadingMask />
      {children}
    </ConfigProvider>
  );
}
