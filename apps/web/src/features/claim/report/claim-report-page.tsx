import type { ClaimSubmitResult } from '@cargo/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import styles from '../../../ui/form-page.module.css';
import { usePageTitle } from '../../../ui/shell/page-heading.tsx';
import { ReportEditor } from './report-editor.tsx';
import { CLAIM_PATHS } from './report-paths.ts';
import { ReportResultView } from './report-result.tsx';
import { ReportStart } from './report-start.tsx';
import type { ReportRouteState } from './use-report-draft.ts';

interface ReportPageState extends Partial<ReportRouteState> {
  result?: ClaimSubmitResult;
}

const draftIdOf = (text: string | null): number | undefined =>
  text !== null && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined;

function ReportHeader() {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('shell.page.claimReport');
  return (
    <div className={styles.header}>
      <h2 className={styles.headerTitle}>{title}</h2>
      <span className={styles.headerMeta} style={{ marginLeft: 'auto', maxWidth: 640 }}>
        {t('claimReportWeb.intro')}
      </span>
    </div>
  );
}

/**
 * /report (SPEC §2; /normal-report redirects here): `?policyNo=` reports a loss on a policy or certificate, `?draft=`
 * continues a draft, nothing shows a number to start from and the drafts; `?reportNo=` is the answer.
 */
export default function ClaimReportPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? {}) as ReportPageState;
  const reportNo = params.get('reportNo');
  const policyNo = (params.get('policyNo') ?? '').trim();
  const draftId = draftIdOf(params.get('draft'));

  if (reportNo) {
    // The answer lives in the page's history entry; opened again later, the claim itself is the place to go.
    if (!state.result) return <Navigate to={CLAIM_PATHS.detail(reportNo)} replace />;
    return (
      <div data-testid="claim-report-page">
        <ReportHeader />
        <ReportResultView result={state.result} />
      </div>
    );
  }
  if (!policyNo && draftId === undefined) {
    return (
      <div data-testid="claim-report-page">
        <ReportHeader />
        <ReportStart />
      </div>
    );
  }
  const formKey = state.formKey ?? `${location.pathname}${location.search}`;
  const onSubmitted = (result: ClaimSubmitResult) =>
    navigate(`${location.pathname}?reportNo=${encodeURIComponent(result.reportNo)}`, {
      replace: true,
      state: { result } satisfies ReportPageState,
    });
  return (
    <div data-testid="claim-report-page" data-policy-no={policyNo}>
      <ReportHeader />
      <ReportEditor
        key={formKey}
        formKey={formKey}
        policyNo={policyNo}
        draftId={draftId}
        onSubmitted={onSubmitted}
      />
    </div>
  );
}
