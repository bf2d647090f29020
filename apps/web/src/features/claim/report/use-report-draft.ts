import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { claimReportKeys, saveReportDraft } from '../claim-report.api.ts';
import { draftFormOf, type ReportFormValues } from './report-form-model.ts';
import { CLAIM_PATHS } from './report-paths.ts';

/** Quiet time after the last change before the draft is saved on its own. */
export const AUTOSAVE_DELAY_MS = 2000;

/** Route state that keeps the report form mounted when it changes its own URL (after the first save). */
export interface ReportRouteState {
  formKey: string;
}

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed';

interface DraftOptions {
  form: FormInstance<ReportFormValues>;
  policyNo: string;
  formKey: string;
  opened?: { draftId: number; savedAt: string };
}

type Flag = { current: boolean };

/**
 * Saves when the page is hidden, closed (the browser asks first while a change is not saved) or left for
 * another page of the portal.
 */
function useSaveWhenLeaving(
  save: () => Promise<void>,
  { dirty, paused, mounted }: { dirty: Flag; paused: Flag; mounted: Flag },
) {
  useEffect(() => {
    mounted.current = true;
    const onHidden = () => {
      if (document.visibilityState === 'hidden') void save().catch(() => undefined);
    };
    const onUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current || paused.current) return;
      void save().catch(() => undefined);
      event.preventDefault();
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('beforeunload', onUnload);
      mounted.current = false;
      void save().catch(() => undefined);
    };
  }, [save, dirty, paused, mounted]);
}

/**
 * The draft of the report kept on the server while the customer types: saved ~2 s after the last change,
 * when the page is hidden or left, and on "Save draft". The first save carries a request key, so a retry
 * makes one draft; later saves replace that draft. Saves run one at a time, the newest form each time.
 */
export function useReportDraft({ form, policyNo, formKey, opened }: DraftOptions) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [requestKey] = useState(() => crypto.randomUUID());
  const [draftId, setDraftId] = useState(opened?.draftId);
  const [savedAt, setSavedAt] = useState(opened?.savedAt);
  const [status, setStatus] = useState<DraftStatus>(opened ? 'saved' : 'idle');
  const id = useRef(opened?.draftId);
  const dirty = useRef(false);
  const paused = useRef(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<unknown>>(Promise.resolve());

  const saveOnce = useCallback(async () => {
    const first = id.current === undefined;
    dirty.current = false;
    if (mounted.current) setStatus('saving');
    try {
      const values = form.getFieldsValue(true) as ReportFormValues;
      const saved = await saveReportDraft({
        draftId: id.current,
        requestKey,
        form: draftFormOf(values, policyNo),
      });
      id.current = saved.draftId;
      void queryClient.invalidateQueries({ queryKey: claimReportKeys.drafts, refetchType: 'none' });
      if (!mounted.current) return;
      setDraftId(saved.draftId);
      setSavedAt(saved.savedAt);
      setStatus(dirty.current ? 'idle' : 'saved');
      if (first) {
        navigate(CLAIM_PATHS.draft(saved.draftId), {
          replace: true,
          state: { formKey } satisfies ReportRouteState,
        });
      }
    } catch (error) {
      dirty.current = true;
      if (mounted.current) setStatus('failed');
      throw error;
    }
  }, [form, policyNo, requestKey, formKey, navigate, queryClient]);

  /** Saves now (after a save under way); `force` saves even when nothing changed since the last one. */
  const save = useCallback(
    (force = false): Promise<void> => {
      clearTimeout(timer.current);
      const next = running.current
        .catch(() => undefined)
        .then(() => (paused.current || (!force && !dirty.current) ? undefined : saveOnce()));
      running.current = next;
      return next;
    },
    [saveOnce],
  );

  /** A change of the form: saved once the customer pauses. */
  const touch = useCallback(() => {
    if (paused.current) return;
    dirty.current = true;
    if (mounted.current) setStatus('idle');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save().catch(() => undefined), AUTOSAVE_DELAY_MS);
  }, [save]);

  useSaveWhenLeaving(save, { dirty, paused, mounted });

  /** While the report is being submitted (the server deletes the draft with it), nothing is saved. */
  const pause = useCallback(async () => {
    paused.current = true;
    clearTimeout(timer.current);
    await running.current.catch(() => undefined);
  }, []);
  const resume = useCallback(() => {
    paused.current = false;
  }, []);

  return { draftId, savedAt, status, save, touch, pause, resume, draftRef: id };
}

export type ReportDraft = ReturnType<typeof useReportDraft>;
