import type { App } from 'antd';

/** antd's themed, localised replacements for the static `Modal` / `message` / `notification`. */
export type Feedback = ReturnType<typeof App.useApp>;

let holder: Feedback | undefined;

/** Set once at startup from inside `<App>` (see `FeedbackBridge`), so plain modules can show dialogs. */
export const setFeedback = (feedback: Feedback | undefined): void => {
  holder = feedback;
};

export const getFeedback = (): Feedback | undefined => holder;
