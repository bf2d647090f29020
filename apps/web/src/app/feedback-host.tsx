import { App } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from '../api/feedback.ts';

/** Hands antd's themed, localised modal/message/notification to the portal's feedback (api/feedback.ts). */
function FeedbackBridge() {
  const feedback = App.useApp();
  useEffect(() => {
    setFeedback(feedback);
    return () => setFeedback(undefined);
  }, [feedback]);
  return null;
}

/** Downloaded with the first message the portal shows (app-providers.tsx). */
export function FeedbackHost() {
  return (
    <App component={false}>
      <FeedbackBridge />
    </App>
  );
}
