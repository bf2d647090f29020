import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Feedback } from './feedback.ts';

type FeedbackModule = typeof import('./feedback.ts');

/** antd's feedback as `App.useApp` gives it, recording what it was asked to show. */
const antdFeedback = () => {
  const shown: string[] = [];
  const destroyed: string[] = [];
  const toast = (kind: string) =>
    vi.fn((content: string) => {
      shown.push(`${kind}:${content}`);
      return Promise.resolve(true);
    });
  const dialog = (kind: string) =>
    vi.fn((config: { title: string }) => {
      shown.push(`${kind}:${config.title}`);
      return { destroy: () => destroyed.push(config.title) };
    });
  const feedback = {
    message: {
      success: toast('success'),
      error: toast('error'),
      info: toast('info'),
      warning: toast('warning'),
    },
    modal: { confirm: dialog('confirm'), error: dialog('error'), warning: dialog('warning') },
    notification: { error: vi.fn((args: { title: string }) => shown.push(`notification:${args.title}`)) },
  } as unknown as Feedback;
  return { feedback, shown, destroyed };
};

describe("the portal's feedback before and after antd's code has come", () => {
  let module: FeedbackModule;
  const alert = vi.fn();
  const confirm = vi.fn();

  beforeEach(async () => {
    vi.resetModules();
    vi.stubGlobal('window', { alert, confirm });
    module = await import('./feedback.ts');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetAllMocks();
  });

  it('asks for the code with the first call and shows the waiting calls, in order, once it has come', async () => {
    const wanted = vi.fn();
    module.subscribeFeedbackWanted(wanted);
    expect(module.isFeedbackWanted()).toBe(false);
    const { message, modal, notification } = module.getFeedback();
    const saved = message.success('saved');
    modal.error({ title: 'failed' });
    notification.error({ title: 'request could not be built' });
    expect(module.isFeedbackWanted()).toBe(true);
    expect(wanted).toHaveBeenCalled();

    const antd = antdFeedback();
    module.setFeedback(antd.feedback);
    expect(antd.shown).toEqual(['success:saved', 'error:failed', 'notification:request could not be built']);
    await expect(saved).resolves.toBe(true);
    expect(module.isFeedbackWanted()).toBe(false);

    module.getFeedback().message.info('later');
    expect(antd.shown.at(-1)).toBe('info:later');
  });

  it('never shows a dialog closed before the code came, and closes one shown since', () => {
    const { modal } = module.useFeedback();
    const early = modal.confirm({ title: 'leave?' });
    early.destroy();
    const kept = modal.warning({ title: 'maintenance' });
    const antd = antdFeedback();
    module.setFeedback(antd.feedback);
    expect(antd.shown).toEqual(['warning:maintenance']);
    kept.destroy();
    expect(antd.destroyed).toEqual(['maintenance']);
  });

  it("tells failures with the browser's dialogs when the code cannot be downloaded, and asks again after", () => {
    const { message, modal } = module.getFeedback();
    const onOk = vi.fn();
    const onCancel = vi.fn();
    void message.error('network down');
    void message.success('saved');
    modal.confirm({ title: 'Leave?', content: 'Unsaved changes', onOk, onCancel });
    confirm.mockReturnValueOnce(false);

    module.showWaitingFeedbackPlainly();
    expect(alert.mock.calls).toEqual([['network down'], ['saved']]);
    expect(confirm).toHaveBeenCalledExactlyOnceWith('Leave?\nUnsaved changes');
    expect(onCancel).toHaveBeenCalled();
    expect(onOk).not.toHaveBeenCalled();
    expect(module.isFeedbackWanted()).toBe(false);

    const wanted = vi.fn();
    module.subscribeFeedbackWanted(wanted);
    void message.warning('again');
    expect(wanted).toHaveBeenCalled();
    expect(module.isFeedbackWanted()).toBe(true);
  });
});
