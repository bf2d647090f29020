import type { App, ModalFuncProps } from 'antd';
import type { ReactNode } from 'react';

/** antd's themed, localised replacements for the static `Modal` / `message` / `notification`. */
export type Feedback = ReturnType<typeof App.useApp>;

type NotificationArgs = Parameters<Feedback['notification']['error']>[0];
type Toast = (content: ReactNode, duration?: number) => Promise<boolean>;
type Dialog = (config: ModalFuncProps) => { destroy: () => void };

/**
 * What the portal shows through antd's feedback. antd's message, modal and notification code (about 10 KB of
 * script) is not needed to draw a screen: it downloads with the first message shown (app/feedback-host.tsx), and
 * the calls made before it has come are shown once it has.
 */
export interface PortalFeedback {
  message: Record<'success' | 'error' | 'info' | 'warning', Toast>;
  modal: Record<'confirm' | 'error' | 'warning', Dialog>;
  notification: { error: (args: NotificationArgs) => void };
}

type Call = { show: (feedback: Feedback) => void; fallback: () => void };

let loaded: Feedback | undefined;
let waiting: Call[] = [];
const wantedListeners = new Set<() => void>();

const setWaiting = (calls: Call[]): void => {
  waiting = calls;
  for (const listener of wantedListeners) listener();
};

const run = (call: Call): void => {
  if (loaded !== undefined) call.show(loaded);
  else setWaiting([...waiting, call]);
};

/** Set from inside antd's `<App>` once its code has come (app/feedback-host.tsx); shows the calls made before. */
export const setFeedback = (feedback: Feedback | undefined): void => {
  loaded = feedback;
  if (feedback === undefined) return;
  const calls = waiting;
  setWaiting([]);
  for (const call of calls) call.show(feedback);
};

/** Whether calls wait for antd's feedback code (a `useSyncExternalStore` source). */
export const isFeedbackWanted = (): boolean => waiting.length > 0;
export const subscribeFeedbackWanted = (listener: () => void): (() => void) => {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
};

/**
 * antd's feedback code could not be downloaded (the network is down): the waiting calls are shown with the
 * browser's own dialogs, so a failure is still told; the next call tries the download again.
 */
export const showWaitingFeedbackPlainly = (): void => {
  const calls = waiting;
  setWaiting([]);
  for (const call of calls) call.fallback();
};

const plainText = (...parts: ReactNode[]): string =>
  parts.filter((part) => typeof part === 'string' || typeof part === 'number').join('\n');

const toast =
  (kind: keyof PortalFeedback['message']): Toast =>
  (content, duration) =>
    new Promise((resolve) =>
      run({
        show: (feedback) => {
          const show = feedback.message[kind];
          // MessageType is a thenable; resolving it adopts its outcome.
          void Promise.resolve(duration === undefined ? show(content) : show(content, duration)).then(
            resolve,
          );
        },
        fallback: () => {
          window.alert(plainText(content));
          resolve(true);
        },
      }),
    );

const dialog =
  (kind: keyof PortalFeedback['modal']): Dialog =>
  (config) => {
    let destroyed = false;
    let shown: { destroy: () => void } | undefined;
    run({
      show: (feedback) => {
        if (!destroyed) shown = feedback.modal[kind](config);
      },
      fallback: () => {
        if (destroyed) return;
        const text = plainText(config.title, config.content);
        if (kind !== 'confirm') {
          window.alert(text);
          config.afterClose?.();
        } else if (window.confirm(text)) void config.onOk?.();
        else config.onCancel?.();
      },
    });
    return {
      destroy: () => {
        destroyed = true;
        shown?.destroy();
      },
    };
  };

const portalFeedback: PortalFeedback = {
  message: {
    success: toast('success'),
    error: toast('error'),
    info: toast('info'),
    warning: toast('warning'),
  },
  modal: { confirm: dialog('confirm'), error: dialog('error'), warning: dialog('warning') },
  notification: {
    error: (args) =>
      run({
        show: (feedback) => feedback.notification.error(args),
        fallback: () => window.alert(plainText(args.title, args.description)),
      }),
  },
};

export const getFeedback = (): PortalFeedback => portalFeedback;

/** The portal's feedback for a component: one for the whole portal, whatever the component's place. */
export const useFeedback = (): PortalFeedback => portalFeedback;
