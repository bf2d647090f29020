import type { ClaimSubmitResult } from '@cargo/domain';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ClaimReportHead } from './claim-report-head.tsx';
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
        <ClaimReportHead />
        <ReportResultView result={state.result} />
      </div>
    );
  }
  if (!policyNo && draftId === undefined) {
    return (
      <div data-testid="claim-report-page">
        <ClaimReportHead />
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
      <ClaimReportHead />
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
