import { ArrowLeftOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import {
  type ClientRecord,
  type ClientRecordKind,
  type StoredFile,
  type UserProduct,
  ZApplication,
  ZClientRecordRequest,
  ZDraftApplication,
} from '@cargo/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Anchor, App, Button, Form, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isGatewayError, showGatewayError } from '../../../api/request.ts';
import page from '../../../app/form-page.module.css';
import { useLeaveGuard } from '../../../app/use-leave-guard.ts';
import { describeIssue } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { saveClient } from '../../client/client.api.ts';
import { ClientRecordsDrawer } from '../../client/client-records-drawer.tsx';
import { showServerIssues } from '../../public/zod-form.ts';
import { acquireQuote, insuringKeys, previewQuoteQuery } from '../../quotation/quotation.api.ts';
import { type SavedFormKind, saveDraft, submitApplication } from '../application.api.ts';
import { money } from '../format.ts';
import { AgreementFields } from './agreement-fields.tsx';
import styles from './application-form.module.css';
import { AttachmentsSection } from './attachments-section.tsx';
import { ClientFields } from './client-fields.tsx';
import { SECTION_IDS, SectionCard } from './form-kit.tsx';
import {
  BasicSection,
  DeductibleSection,
  GoodsSection,
  InsuranceSection,
  InvoiceSection,
  OtherSection,
  TransportSection,
} from './form-sections.tsx';
import {
  CLIENT_FIELD_NAMES,
  type ClientPart,
  type ClientSide,
  clientFactsOf,
  clientSectionOf,
  type FormValues,
  factsOfRecord,
  placeIssues,
  quoteReadinessOf,
  recordInputOfFacts,
  withShownPrice,
} from './form-values.ts';
import { QuotePanel } from './quote-panel.tsx';
import { useDebouncedValue } from './use-debounced-value.ts';

/** A draft (B1) or an application pending modification (B5) the form edits. */
export interface SavedForm {
  kind: SavedFormKind;
  id: number;
  voucherNo: string;
  statusName: string;
}

/** Route state that keeps the form mounted when it changes its own URL (after saving a draft). */
export interface FormRouteState {
  formKey: string;
}

interface ApplicationFormProps {
  product: UserProduct;
  initialValues: FormValues;
  saved?: SavedForm;
  formKey: string;
  /** Opened to be turned into an application: the full rule is checked at once. */
  checkOnOpen?: boolean;
  /** The saved form's attachments, described (names, sizes, document types). */
  attachmentFiles?: readonly StoredFile[];
}

/** Record field → part of the form's client, so a save error lands on the form's field. */
const RECORD_FIELD_PARTS: Record<string, ClientPart> = {
  clientType: 'kind',
  clientName: 'name',
  idType: 'idType',
  idNo: 'idNo',
  contactName: 'contact',
  phone: 'phone',
  address: 'address',
  email: 'email',
  birthday: 'birthday',
  sex: 'sex',
};

const RECORD_KIND: Record<ClientSide, ClientRecordKind> = { applicant: 'applicant', insured: 'insured' };

/** The online application form (SPEC §3 sections), priced by the server as it is filled in. */
export function ApplicationForm({
  product,
  initialValues,
  saved: savedAtOpen,
  formKey,
  checkOnOpen,
  attachmentFiles = [],
}: ApplicationFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const leave = useLeaveGuard();

  const [values, setValues] = useState<FormValues>(initialValues);
  const [saved, setSaved] = useState<SavedForm | undefined>(savedAtOpen);
  // One key per form: a double click or a retry after a timeout creates one draft / one application.
  const [draftRequestKey] = useState(() => crypto.randomUUID());
  const [submitRequestKey] = useState(() => crypto.randomUUID());
  const [picker, setPicker] = useState<ClientSide | undefined>();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [savingRecord, setSavingRecord] = useState<ClientSide | undefined>();
  const [quotation, setQuotation] = useState<{
    request: string;
    quotationNo: string;
    validUntil: string | null;
  }>();

  // Called for every change the user makes (typing, a picked client, the copy to the insured).
  const syncValues = () => {
    leave.markDirty();
    setValues(form.getFieldsValue(true) as FormValues);
  };

  // ---- Price: the server's previewQuote, debounced while the user types.
  const readiness = useMemo(
    () => quoteReadinessOf(product.productCode, values),
    [product.productCode, values],
  );
  const settledRequest = useDebouncedValue(readiness.request, 500);
  const quoteQuery = useQuery({ ...previewQuoteQuery(settledRequest), placeholderData: keepPreviousData });
  const requestText = readiness.request ? JSON.stringify(readiness.request) : undefined;
  const isOutdated =
    requestText !== (settledRequest ? JSON.stringify(settledRequest) : undefined) ||
    quoteQuery.isPlaceholderData;
  const quote = readiness.request ? quoteQuery.data : undefined;
  const quoteError =
    readiness.request && quoteQuery.isError && !quoteQuery.isFetching ? quoteQuery.error.message : undefined;
  const currentQuotation = quotation && quotation.request === requestText ? quotation : undefined;

  const acquire = useMutation({
    mutationFn: () => {
      if (!readiness.request) throw new Error('not priceable');
      return acquireQuote(readiness.request);
    },
    onSuccess: (result) => {
      if (result.quotationNo && requestText) {
        setQuotation({
          request: requestText,
          quotationNo: result.quotationNo,
          validUntil: result.validUntil,
        });
        message.success(t('insuringWeb.quote.acquired', { quotationNo: result.quotationNo }));
      }
    },
  });

  // ---- Issues next to their fields (kept, so a language switch shows them in the new language).
  type Issues = Parameters<typeof placeIssues>[0];
  const shownIssues = useRef<{ issues: Issues; root: unknown } | undefined>(undefined);
  const clearErrors = () => {
    shownIssues.current = undefined;
    form.setFields(form.getFieldsError().map((field) => ({ name: field.name, errors: [] })));
    setUnplaced([]);
  };
  const placeShown = (inLanguage: typeof language) => {
    if (!shownIssues.current) return [];
    const registered = form.getFieldsError().map((field) => field.name);
    const { issues, root } = shownIssues.current;
    const { placed, unplaced: rest } = placeIssues(issues, registered, inLanguage, root);
    form.setFields(placed);
    setUnplaced(rest);
    return placed;
  };
  const showIssues = (issues: Issues, root: unknown, quiet = false) => {
    shownIssues.current = { issues, root };
    const placed = placeShown(language);
    if (placed[0]) form.scrollToField(placed[0].name, { behavior: 'smooth', block: 'center', focus: true });
    if (!quiet) message.error(t('insuringWeb.form.fixErrors', { count: issues.length }));
  };
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    // Field rules speak the new language; then the schema's issues are put back in it.
    const failing = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    void form
      .validateFields(failing)
      .catch(() => undefined)
      .finally(() => placeShown(language));
  });

  const formOf = (): FormValues & { productCode: string; quotationNo: string | null } => ({
    ...withShownPrice(form.getFieldsValue(true) as FormValues, isOutdated ? undefined : quote),
    productCode: product.productCode,
    quotationNo: currentQuotation?.quotationNo ?? null,
  });

  // The form was opened to be turned into an application: show at once what the full rule misses.
  const checkedOnOpen = useRef(false);
  useEffect(() => {
    if (!checkOnOpen || checkedOnOpen.current) return;
    checkedOnOpen.current = true;
    const candidate = formOf();
    const parsed = ZApplication.safeParse(candidate);
    if (!parsed.success) showIssues(parsed.error.issues, candidate, true);
  });

  const rememberUrl = (kind: SavedFormKind, id: number) => {
    navigate(`/quotation?${kind}=${id}`, { replace: true, state: { formKey } satisfies FormRouteState });
  };

  /**
   * A refusal of the server: the fields it names go next to them (what the page does not show is listed
   * above the form); any other failure is shown in the error dialog (SPEC §8).
   */
  const showRefusal = (error: unknown) => {
    const shown = showServerIssues(form, error, { prefix: ['form'] });
    if (shown) {
      setUnplaced(shown.unplaced);
      message.error(t('insuringWeb.form.fixErrors', { count: shown.placed.length + shown.unplaced.length }));
    } else if (isGatewayError(error)) {
      showGatewayError(error, saved?.voucherNo);
    }
  };

  // ---- Save draft (SPEC §5 draft rule) and submit (full rule).
  const draft = useMutation({ mutationFn: saveDraft });
  const submit = useMutation({ mutationFn: submitApplication });
  const isBusy = draft.isPending || submit.isPending;

  const onSaveDraft = async () => {
    if (isBusy) return;
    clearErrors();
    const candidate = formOf();
    const parsed = ZDraftApplication.safeParse(candidate);
    if (!parsed.success) return showIssues(parsed.error.issues, candidate);
    try {
      const result = await draft.mutateAsync({
        id: saved?.id,
        requestKey: saved ? undefined : draftRequestKey,
        form: parsed.data,
      });
      leave.markClean();
      const kind = saved?.kind ?? 'draft';
      setSaved({ kind, id: result.id, voucherNo: result.voucherNo, statusName: saved?.statusName ?? '' });
      await queryClient.invalidateQueries({ queryKey: insuringKeys.all, refetchType: 'none' });
      message.success(t('insuringWeb.form.draftSaved', { voucherNo: result.voucherNo }));
      rememberUrl(kind, result.id);
    } catch (error) {
      showRefusal(error);
    }
  };

  const onSubmit = async () => {
    if (isBusy) return;
    clearErrors();
    const candidate = formOf();
    const parsed = ZApplication.safeParse(candidate);
    if (!parsed.success) return showIssues(parsed.error.issues, candidate);
    try {
      const result = await submit.mutateAsync({
        id: saved?.id,
        requestKey: submitRequestKey,
        form: parsed.data,
      });
      leave.markClean();
      await queryClient.invalidateQueries({ queryKey: insuringKeys.all, refetchType: 'none' });
      navigate(`/quotation?result=${result.id}`, { replace: true, state: { applyResult: result } });
    } catch (error) {
      showRefusal(error);
      if (isGatewayError(error) && error.httpStatus === 0) message.warning(t('insuringWeb.form.retrySafe'));
    }
  };

  // ---- Frequent clients.
  const applyRecord = (side: ClientSide, record: ClientRecord) => {
    const section = clientSectionOf(side, factsOfRecord(record));
    for (const [field, value] of Object.entries(section)) form.setFieldValue([side, field], value);
    form.setFields(Object.keys(section).map((field) => ({ name: [side, field], errors: [] })));
    syncValues();
    setPicker(undefined);
    message.success(t('insuringWeb.client.applied', { name: record.clientName }));
  };

  const saveAsRecord = async (side: ClientSide) => {
    const facts = clientFactsOf(side, form.getFieldsValue(true) as FormValues);
    const input = recordInputOfFacts(facts);
    const parsed = ZClientRecordRequest.safeParse(input);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => {
          const part = RECORD_FIELD_PARTS[String(issue.path[0])] ?? 'name';
          return {
            name: [side, CLIENT_FIELD_NAMES[side][part]],
            errors: [describeIssue(language, issue, input)],
          };
        }),
      );
      return;
    }
    setSavingRecord(side);
    try {
      await saveClient(RECORD_KIND[side], parsed.data, false);
      await queryClient.invalidateQueries({ queryKey: [...insuringKeys.all, 'clients'] });
      message.success(t('insuringWeb.client.recordSaved', { name: parsed.data.clientName }));
    } catch {
      // Shown by the request wrapper.
    } finally {
      setSavingRecord(undefined);
    }
  };

  const copyApplicantToInsured = () => {
    const facts = clientFactsOf('applicant', form.getFieldsValue(true) as FormValues);
    const section = clientSectionOf('insured', facts);
    for (const [field, value] of Object.entries(section)) form.setFieldValue(['insured', field], value);
    syncValues();
  };

  const anchorItems = (Object.keys(SECTION_IDS) as (keyof typeof SECTION_IDS)[]).map((key) => ({
    key,
    href: `#${SECTION_IDS[key]}`,
    title: t(`insuringWeb.anchor.${key}`),
  }));

  const sectionProps = { form, product, language };

  return (
    <div data-testid="application-form">
      <div className={page.header}>
        <Button
          icon={<ArrowLeftOutlined />}
          ghost
          onClick={() => navigate('/quotation')}
          aria-label={t('insuringWeb.form.backToProducts')}
        />
        <div>
          <h1 className={page.headerTitle}>{product.productName}</h1>
          <div className={page.headerMeta}>
            {product.productCode}
            {saved && (
              <>
                {' · '}
                <span data-testid="form-voucher-no">
                  {t('insuringWeb.form.voucherNo', { voucherNo: saved.voucherNo })}
                </span>
              </>
            )}
          </div>
        </div>
        {saved?.statusName && <Tag color="gold">{saved.statusName}</Tag>}
        <Typography.Text style={{ marginLeft: 'auto', color: 'rgba(255,255,255,0.85)' }}>
          {t('insuringWeb.form.requiredHint')}
        </Typography.Text>
      </div>

      <div className={page.layout}>
        <div>
          <div className={styles.anchorBar}>
            <Anchor direction="horizontal" items={anchorItems} targetOffset={172} affix={false} />
          </div>
          {unplaced.length > 0 && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('insuringWeb.form.otherIssues')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {unplaced.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              }
            />
          )}
          {checkOnOpen && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('insuringWeb.form.turnIntoHint')}
            />
          )}
          <Form<FormValues>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onValuesChange={syncValues}
            disabled={isBusy}
            scrollToFirstError
            requiredMark
          >
            <BasicSection {...sectionProps} quote={quote} />
            <SectionCard section="client" title={t('insuringWeb.section.client')}>
              <ClientFields
                side="applicant"
                form={form}
                onPick={() => setPicker('applicant')}
                onSaveAsRecord={() => void saveAsRecord('applicant')}
                isSavingRecord={savingRecord === 'applicant'}
              />
              <div style={{ borderTop: '1px dashed #e3e8f0', margin: '8px 0 20px' }} />
              <ClientFields
                side="insured"
                form={form}
                onPick={() => setPicker('insured')}
                onSaveAsRecord={() => void saveAsRecord('insured')}
                isSavingRecord={savingRecord === 'insured'}
                extra={
                  <Button onClick={copyApplicantToInsured} data-testid="insured-same">
                    {t('insuringWeb.client.sameAsApplicant')}
                  </Button>
                }
              />
            </SectionCard>
            <InvoiceSection {...sectionProps} />
            <GoodsSection {...sectionProps} />
            <TransportSection {...sectionProps} />
            <InsuranceSection {...sectionProps} quote={quote} />
            <DeductibleSection quote={quote} />
            <SectionCard section="agreements" title={t('insuringWeb.section.agreements')}>
              <AgreementFields form={form} />
            </SectionCard>
            <OtherSection {...sectionProps} />
            <AttachmentsSection known={attachmentFiles} />
          </Form>
          <div className={page.actions} data-testid="form-actions">
            <div className={styles.actionsPremium}>
              {quote && !isOutdated ? (
                <span data-testid="actions-premium">
                  {t('field.premium')} <strong>{money(quote.currencyCode, quote.premium)}</strong>
                </span>
              ) : (
                <Typography.Text type="secondary">{t('insuringWeb.form.premiumPending')}</Typography.Text>
              )}
            </div>
            <Space>
              <Button
                icon={<SaveOutlined />}
                size="large"
                onClick={() => void onSaveDraft()}
                loading={draft.isPending}
                disabled={isBusy}
                data-testid="form-save-draft"
              >
                {t('insuringWeb.form.saveDraft')}
              </Button>
              <Button
                type="primary"
                size="large"
                icon={<SendOutlined />}
                onClick={() => void onSubmit()}
                loading={submit.isPending}
                disabled={isBusy}
                data-testid="form-submit"
              >
                {t('insuringWeb.form.submit')}
              </Button>
            </Space>
          </div>
        </div>
        <aside className={page.side}>
          <QuotePanel
            quote={quote}
            isFetching={quoteQuery.isFetching || (readiness.request !== undefined && isOutdated)}
            error={quoteError}
            missing={readiness.missing}
            invalid={readiness.invalid === true}
            isOutdated={isOutdated}
            quotation={currentQuotation}
            onAcquire={() => acquire.mutate()}
            isAcquiring={acquire.isPending}
          />
        </aside>
      </div>

      <ClientRecordsDrawer
        open={picker !== undefined}
        kind={picker ? RECORD_KIND[picker] : 'applicant'}
        onClose={() => setPicker(undefined)}
        onPick={picker ? (record) => applyRecord(picker, record) : undefined}
      />
    </div>
  );
}
