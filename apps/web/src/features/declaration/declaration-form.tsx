import { SaveOutlined, SendOutlined } from '@ant-design/icons';
import {
  CURRENCIES,
  DECLARATION_LIMITS,
  type DeclarationDetail,
  type DeclarationResult,
  formatAmountGrouped,
  formatPercent,
  type OpenPolicyDetail,
  textUnits,
  type ValidationIssue,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Form,
  type FormRule,
  Input,
  Radio,
  Row,
  Select,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatErrorContent, isGatewayError, isMaintenance } from '../../api/request.ts';
import { useLeaveGuard } from '../../app/use-leave-guard.ts';
import { describeIssue } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BusinessDatePicker } from '../../ui/business-date-picker.tsx';
import { showServerIssues, useRevalidateOnLanguageChange } from '../public/zod-form.ts';
import { invalidateAfterDeclaring, saveDeclarationDraft, submitDeclaration } from './declaration.api.ts';
import styles from './declaration.module.css';
import {
  checkDraft,
  checkSubmit,
  type DeclarationFieldName,
  type DeclarationFormValues,
  draftValues,
  fieldIssue,
  initialValues,
  quoteOf,
  termsOf,
} from './declaration-form-model.ts';
import { formatMoney, minorOf } from './declaration-format.ts';
import { fillPath } from './declaration-paths.ts';
import { DeclarationResultView } from './declaration-result.tsx';
import { PolicyFactsCard } from './policy-facts-card.tsx';
import { PortInput } from './port-input.tsx';
import { useDeclarationOptions } from './use-declaration-options.ts';

const DATE_FORMAT = 'YYYY-MM-DD';

/** BusinessDatePicker ⇄ the wire's "YYYY-MM-DD" string, so the form holds exactly what the schema checks. */
const dateBinding = {
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value !== '' ? dayjs(value, DATE_FORMAT) : undefined,
  }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format(DATE_FORMAT) : ''),
};

/** Text limits counted like the server counts them: a Chinese character takes two units. */
const unitCount = (max: number) => ({ show: true, max, strategy: textUnits });

/** The required fields carry the asterisk; invoice and B/L numbers are "one of the two" (hint). */
const REQUIRED: ReadonlySet<DeclarationFieldName> = new Set([
  'goodsDescription',
  'marks',
  'conveyance',
  'departureCountry',
  'loadingPort',
  'destinationCountry',
  'dischargePort',
  'sailingDate',
  'claimPayableAt',
  'letterOfCredit',
  'datePrintFormat',
  'mainClause',
  'invoiceAmount',
  'invoiceCurrency',
  'issuingDate',
  'printLanguage',
  'paperType',
  'sealType',
]);

/** Fields whose rule reads another field: they are checked again when that one changes. */
const DEPENDENCIES: Partial<Record<DeclarationFieldName, DeclarationFieldName[]>> = {
  invoiceNo: ['billOfLadingNo'],
  billOfLadingNo: ['invoiceNo'],
  sailingDate: ['issuingDate'],
  issuingDate: ['sailingDate'],
  letterOfCreditNo: ['letterOfCredit'],
  additionPercent: ['letterOfCredit'],
  invoiceAmount: ['invoiceCurrency'],
};

type Phase = { kind: 'editing' } | { kind: 'result'; result: DeclarationResult };

interface DeclarationFormProps {
  policy: OpenPolicyDetail;
  /** A saved draft to continue. */
  draft?: DeclarationDetail;
}

/**
 * The transport approval form (SPEC §2 /fill-transport-declaration): every certificate field of SPEC §3,
 * checked by the shared schema and open-policy rules, then submitted once per fill (idempotency keys).
 */
export function DeclarationForm({ policy, draft }: DeclarationFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const options = useDeclarationOptions();
  const [form] = Form.useForm<DeclarationFormValues>();
  const leave = useLeaveGuard();
  useRevalidateOnLanguageChange(form, language);
  const terms = useMemo(() => termsOf(policy), [policy]);

  // One key per form fill for the submit and one for the drafts: a double click or a retry after a lost
  // answer records once, and a submit is never taken for the draft saved earlier in the same fill.
  const [submitKey, setSubmitKey] = useState(() => crypto.randomUUID());
  const [draftKey, setDraftKey] = useState(() => crypto.randomUUID());
  const [draftNo, setDraftNo] = useState(draft?.declarationNo);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const [viaCountry, setViaCountry] = useState<string>();

  const initial = useMemo(
    () => (draft ? draftValues(draft, policy) : initialValues(policy)),
    [draft, policy],
  );

  const showFailure =
    (titleKey: 'declarationWeb.form.submitFailed' | 'declarationWeb.form.draftFailed') => (error: Error) => {
      // The wrapper already handled a session end or maintenance.
      if (isGatewayError(error) && (error.isSessionEnd || isMaintenance(error.code))) return;
      // A refusal naming fields (a rule of the open policy, a shipment declared before…): next to them.
      const shown = showServerIssues(form, error);
      if (shown && shown.unplaced.length === 0) {
        message.error(t('declarationWeb.form.fixFields', { count: shown.placed.length }));
        return;
      }
      modal.error({
        title: t(titleKey),
        className: 'portal-error-modal',
        content: isGatewayError(error)
          ? formatErrorContent({
              message: error.message,
              documentNo: draftNo,
              code: error.code,
              traceId: error.traceId,
              translate: (key, params) => t(key, params),
            })
          : error.message,
      });
    };

  const submit = useMutation({
    mutationFn: submitDeclaration,
    onSuccess: (result) => {
      // A refused shipment recorded nothing: its values are still unsaved.
      if (result.declarationNo) leave.markClean();
      setPhase({ kind: 'result', result });
      window.scrollTo({ top: 0 });
      void invalidateAfterDeclaring(queryClient, policy.policyNo);
    },
    onError: showFailure('declarationWeb.form.submitFailed'),
  });
  const saveDraft = useMutation({
    mutationFn: saveDeclarationDraft,
    onSuccess: (result) => {
      if (result.declarationNo) leave.markClean();
      if (result.declarationNo) setDraftNo(result.declarationNo);
      setPhase({ kind: 'result', result });
      window.scrollTo({ top: 0 });
      void invalidateAfterDeclaring(queryClient, policy.policyNo);
    },
    onError: showFailure('declarationWeb.form.draftFailed'),
  });
  const isSending = submit.isPending || saveDraft.isPending;

  const watched: DeclarationFormValues | undefined = Form.useWatch([], { form, preserve: true });
  const values = watched ?? initial;
  const quote = quoteOf(values, policy);
  const printInChinese = values.printLanguage === '01';

  const describe = (issue: ValidationIssue, root: DeclarationFormValues) =>
    describeIssue(language, issue, root);

  const rule = (name: DeclarationFieldName): FormRule => ({
    validator: async () => {
      const current = form.getFieldsValue(true) as DeclarationFormValues;
      const issue = fieldIssue(current, name, terms);
      if (issue) throw new Error(describe(issue, current));
    },
  });

  /** Form.Item props of a certificate field: its rule, asterisk, dependencies and a test id. */
  const field = (name: DeclarationFieldName, extra?: ReactNode) => ({
    name,
    label: t(`field.${name}`),
    rules: [rule(name)],
    required: REQUIRED.has(name),
    dependencies: DEPENDENCIES[name],
    extra,
  });

  const reportIssues = (issues: readonly ValidationIssue[]) => {
    const current = form.getFieldsValue(true) as DeclarationFormValues;
    // "Field: reason" next to each field; the first issue of a field wins.
    const messages = new Map<DeclarationFieldName, string>();
    for (const issue of issues) {
      const [name] = issue.path;
      if (typeof name === 'string' && !messages.has(name as DeclarationFieldName)) {
        messages.set(name as DeclarationFieldName, describe(issue, current));
      }
    }
    form.setFields([...messages].map(([name, text]) => ({ name, errors: [text] })));
    message.error(t('declarationWeb.form.fixFields', { count: messages.size }));
    const [first] = issues;
    if (first && typeof first.path[0] === 'string') form.scrollToField(first.path[0], { block: 'center' });
  };

  const onFinish = () => {
    if (isSending) return;
    const current = form.getFieldsValue(true) as DeclarationFormValues;
    const checked = checkSubmit(current, terms, { requestKey: submitKey, draftNo });
    if (!checked.ok) {
      reportIssues(checked.issues);
      return;
    }
    submit.mutate(checked.request);
  };

  const onSaveDraft = () => {
    if (isSending) return;
    const current = form.getFieldsValue(true) as DeclarationFormValues;
    const checked = checkDraft(current, { requestKey: draftKey, draftNo });
    if (!checked.ok) {
      reportIssues(checked.issues);
      return;
    }
    saveDraft.mutate(checked.request);
  };

  const declareAnother = () => {
    form.resetFields();
    form.setFieldsValue(initialValues(policy));
    setSubmitKey(crypto.randomUUID());
    setDraftKey(crypto.randomUUID());
    setDraftNo(undefined);
    setViaCountry(undefined);
    submit.reset();
    saveDraft.reset();
    setPhase({ kind: 'editing' });
    leave.markClean();
    if (draft) navigate(fillPath(policy.policyNo), { replace: true });
    window.scrollTo({ top: 0 });
  };

  const currencyOptions = CURRENCIES.map((currency) => ({
    value: currency.code,
    label: `${currency.iso} · ${language === 'zh-CN' ? currency.zh : currency.en}`,
  }));
  const balanceMinor = minorOf(policy.balance, policy.currency);
  const limitMinor = minorOf(policy.perShipmentLimit, policy.currency);
  const money = (minor: number) => `${policy.currency} ${formatAmountGrouped(minor, quote?.minorUnits ?? 2)}`;

  const half = { xs: 24, md: 12 } as const;

  return (
    <>
      {phase.kind === 'result' ? (
        <DeclarationResultView
          result={phase.result}
          onDeclareAnother={declareAnother}
          onBackToForm={() => {
            // A refused shipment recorded nothing: the same keys may be sent again after a change.
            submit.reset();
            saveDraft.reset();
            setPhase({ kind: 'editing' });
          }}
        />
      ) : null}
      <Form<DeclarationFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={onFinish}
        onValuesChange={(changed: DeclarationFormValues) => {
          leave.markDirty();
          // Without a letter of credit there is no L/C number to print.
          if (changed.letterOfCredit === '0') form.setFieldValue('letterOfCreditNo', '');
        }}
        onFinishFailed={({ errorFields }) => {
          message.error(t('declarationWeb.form.fixFields', { count: errorFields.length }));
          const [first] = errorFields;
          if (first) form.scrollToField(first.name, { block: 'center' });
        }}
        disabled={isSending}
        hidden={phase.kind === 'result'}
        data-testid="declaration-form"
        requiredMark
      >
        {draftNo && phase.kind === 'editing' ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('declarationWeb.form.editingDraft', { draftNo })}
          />
        ) : null}
        <div className={styles.formLayout}>
          <div className={styles.sections}>
            <Card
              variant="borderless"
              className={styles.sectionCard}
              title={t('declarationWeb.section.insured')}
            >
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2 }}
                items={[
                  { key: 'insured', label: t('declarationWeb.policy.insured'), children: policy.insuredName },
                  {
                    key: 'contact',
                    label: t('declarationWeb.policy.contact'),
                    children: policy.insuredContact || '—',
                  },
                  {
                    key: 'phone',
                    label: t('declarationWeb.policy.phone'),
                    children: policy.insuredPhone || '—',
                  },
                  {
                    key: 'email',
                    label: t('declarationWeb.policy.email'),
                    children: policy.insuredEmail || '—',
                  },
                  {
                    key: 'address',
                    label: t('declarationWeb.policy.address'),
                    children: policy.insuredAddress || '—',
                    span: 2,
                  },
                ]}
              />
            </Card>

            <Card
              variant="borderless"
              className={styles.sectionCard}
              title={t('declarationWeb.section.goods')}
            >
              <Form.Item {...field('goodsDescription')}>
                <Input.TextArea
                  rows={3}
                  count={unitCount(DECLARATION_LIMITS.goodsDescription)}
                  placeholder={t('declarationWeb.placeholder.goodsDescription')}
                  data-testid="input-goodsDescription"
                />
              </Form.Item>
              <Form.Item {...field('marks')}>
                <Input.TextArea
                  rows={2}
                  count={unitCount(DECLARATION_LIMITS.marks)}
                  placeholder={t('declarationWeb.placeholder.marks')}
                  data-testid="input-marks"
                />
              </Form.Item>
              <p className={styles.sectionHint}>{t('validation.invoiceOrBl.required')}</p>
              <Row gutter={16}>
                <Col {...half}>
                  <Form.Item {...field('invoiceNo')}>
                    <Input
                      maxLength={DECLARATION_LIMITS.invoiceNo}
                      placeholder={t('declarationWeb.placeholder.invoiceNo')}
                      data-testid="input-invoiceNo"
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item {...field('billOfLadingNo')}>
                    <Input
                      maxLength={DECLARATION_LIMITS.billOfLadingNo}
                      placeholder={t('declarationWeb.placeholder.billOfLadingNo')}
                      data-testid="input-billOfLadingNo"
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            <Card
              variant="borderless"
              className={styles.sectionCard}
              title={t('declarationWeb.section.transport')}
            >
              <Form.Item {...field('conveyance')}>
                <Input
                  maxLength={DECLARATION_LIMITS.conveyance}
                  placeholder={t('declarationWeb.placeholder.conveyance')}
                  data-testid="input-conveyance"
                />
              </Form.Item>
              <Row gutter={16}>
                <Col {...half}>
                  <Form.Item {...field('departureCountry')}>
                    <Select
                      options={options.countries}
                      loading={options.isLoading}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('declarationWeb.placeholder.country')}
                      data-testid="input-departureCountry"
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item {...field('loadingPort')}>
                    <PortInput
                      countryCode={values.departureCountry}
                      nameLanguage={printInChinese ? 'zh' : 'en'}
                      maxLength={DECLARATION_LIMITS.loadingPort}
                      placeholder={t('declarationWeb.placeholder.port')}
                      data-testid="input-loadingPort"
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item {...field('destinationCountry')}>
                    <Select
                      options={options.countries}
                      loading={options.isLoading}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('declarationWeb.placeholder.country')}
                      data-testid="input-destinationCountry"
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item {...field('dischargePort')}>
                    <PortInput
                      countryCode={values.destinationCountry}
                      nameLanguage={printInChinese ? 'zh' : 'en'}
                      maxLength={DECLARATION_LIMITS.dischargePort}
                      placeholder={t('declarationWeb.placeholder.port')}
                      data-testid="input-dischargePort"
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item label={t('declarationWeb.form.viaCountry')} htmlFor="declaration-via-country">
                    <Select
                      id="declaration-via-country"
                      value={viaCountry}
                      onChange={setViaCountry}
                      allowClear
                      options={options.countries}
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={t('declarationWeb.placeholder.viaCountry')}
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item {...field('viaPort')}>
                    <PortInput
                      countryCode={viaCountry}
                      nameLanguage={printInChinese ? 'zh' : 'en'}
                      maxLength={DECLARATION_LIMITS.viaPort}
                      placeholder={t('declarationWeb.placeholder.viaPort')}
                      data-testid="input-viaPort"
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item
                    {...field(
                      'sailingDate',
                      t('declarationWeb.hint.sailingDate', {
                        start: policy.effectiveDate,
                        end: policy.endDate,
                      }),
                    )}
                    {...dateBinding}
                  >
                    <BusinessDatePicker
                      style={{ width: '100%' }}
                      format={DATE_FORMAT}
                      data-testid="input-sailingDate"
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Card>

            <Card
              variant="borderless"
              className={styles.sectionCard}
              title={t('declarationWeb.section.insurance')}
            >
              <Form.Item {...field('mainClause')}>
                <Radio.Group
                  options={policy.mainClauses.map((clause) => ({ value: clause.code, label: clause.name }))}
                  data-testid="input-mainClause"
                />
              </Form.Item>
              <Form.Item
                {...field(
                  'riders',
                  policy.riders.length === 0 ? t('declarationWeb.hint.noRiders') : undefined,
                )}
              >
                <Checkbox.Group
                  options={policy.riders.map((rider) => ({ value: rider.code, label: rider.name }))}
                  data-testid="input-riders"
                />
              </Form.Item>
              <Row gutter={16}>
                <Col xs={24} md={8}>
                  <Form.Item {...field('invoiceCurrency', t('declarationWeb.hint.currency'))}>
                    <Select options={currencyOptions} disabled data-testid="input-invoiceCurrency" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item {...field('invoiceAmount')}>
                    <Input
                      inputMode="decimal"
                      prefix={policy.currency}
                      maxLength={20}
                      placeholder={t('declarationWeb.placeholder.invoiceAmount')}
                      data-testid="input-invoiceAmount"
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    {...field(
                      'additionPercent',
                      t('declarationWeb.hint.addition', {
                        cap: policy.additionCapPercent,
                        default: policy.defaultAdditionPercent,
                      }),
                    )}
                  >
                    <Input
                      inputMode="decimal"
                      suffix="%"
                      maxLength={6}
                      placeholder={policy.defaultAdditionPercent}
                      data-testid="input-additionPercent"
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item {...field('claimPayableAt')}>
                    <Input
                      maxLength={DECLARATION_LIMITS.claimPayableAt}
                      placeholder={t('declarationWeb.placeholder.claimPayableAt')}
                      data-testid="input-claimPayableAt"
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item {...field('surveyAgent')}>
                    <Input
                      maxLength={DECLARATION_LIMITS.surveyAgent}
                      placeholder={t('declarationWeb.placeholder.surveyAgent')}
                      data-testid="input-surveyAgent"
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item {...field('additionalInsurance')}>
                <Input.TextArea
                  rows={2}
                  count={unitCount(DECLARATION_LIMITS.additionalInsurance)}
                  placeholder={t('declarationWeb.placeholder.additionalInsurance')}
                  data-testid="input-additionalInsurance"
                />
              </Form.Item>
            </Card>

            <Card
              variant="borderless"
              className={styles.sectionCard}
              title={t('declarationWeb.section.certificate')}
            >
              <Row gutter={16}>
                <Col {...half}>
                  <Form.Item {...field('letterOfCredit')}>
                    <Radio.Group options={options.letterOfCredit} data-testid="input-letterOfCredit" />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item {...field('letterOfCreditNo')} required={values.letterOfCredit === '1'}>
                    <Input
                      maxLength={DECLARATION_LIMITS.letterOfCreditNo}
                      disabled={values.letterOfCredit !== '1'}
                      placeholder={t('declarationWeb.placeholder.letterOfCreditNo')}
                      data-testid="input-letterOfCreditNo"
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item {...field('issuingDate', t('declarationWeb.hint.issuingDate'))} {...dateBinding}>
                    <BusinessDatePicker
                      style={{ width: '100%' }}
                      format={DATE_FORMAT}
                      data-testid="input-issuingDate"
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item {...field('datePrintFormat')}>
                    <Select
                      options={options.datePrintFormats}
                      loading={options.isLoading}
                      data-testid="input-datePrintFormat"
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item {...field('printLanguage')}>
                <Radio.Group options={options.printLanguages} data-testid="input-printLanguage" />
              </Form.Item>
              <Row gutter={16}>
                <Col {...half}>
                  <Form.Item {...field('paperType')}>
                    <Radio.Group
                      options={options.paperTypes}
                      style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                      data-testid="input-paperType"
                    />
                  </Form.Item>
                </Col>
                <Col {...half}>
                  <Form.Item {...field('sealType')}>
                    <Radio.Group
                      options={options.sealTypes}
                      style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
                      data-testid="input-sealType"
                    />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item {...field('otherInformation')}>
                <Input.TextArea
                  rows={2}
                  count={unitCount(DECLARATION_LIMITS.otherInformation)}
                  placeholder={t('declarationWeb.placeholder.otherInformation')}
                  data-testid="input-otherInformation"
                />
              </Form.Item>
            </Card>
          </div>

          <aside className={styles.aside} aria-label={t('declarationWeb.figures.title')}>
            <PolicyFactsCard policy={policy} />
            <Card
              variant="borderless"
              title={t('declarationWeb.figures.title')}
              data-testid="declaration-figures"
            >
              <div className={styles.figure}>
                <span className={styles.figureLabel}>{t('field.invoiceAmount')}</span>
                <span className={`${styles.figureValue} ${styles.amount}`}>
                  {quote ? formatMoney(values.invoiceAmount, policy.currency) : '—'}
                </span>
              </div>
              <div className={styles.figure}>
                <span className={styles.figureLabel}>{t('field.additionPercent')}</span>
                <span className={`${styles.figureValue} ${styles.amount}`}>
                  {quote
                    ? t('declarationWeb.common.percent', { value: formatPercent(quote.additionPpm, 0) })
                    : '—'}
                </span>
              </div>
              <div className={styles.figure}>
                <span className={styles.figureLabel}>{t('declarationWeb.figures.insuredAmount')}</span>
                <span
                  className={`${styles.figureValue} ${styles.figureStrong} ${styles.amount}`}
                  data-testid="figure-insured"
                >
                  {quote ? money(quote.insuredAmount) : '—'}
                </span>
              </div>
              <div className={styles.figure}>
                <span className={styles.figureLabel}>{t('declarationWeb.figures.premium')}</span>
                <span className={`${styles.figureValue} ${styles.amount}`} data-testid="figure-premium">
                  {quote ? money(quote.premium) : '—'}
                </span>
              </div>
              <p className={styles.formula}>
                {quote
                  ? t('declarationWeb.figures.formula', { rate: policy.ratePercent })
                  : t('declarationWeb.figures.pending')}
              </p>
              {quote && limitMinor !== undefined && quote.insuredAmount > limitMinor ? (
                <Alert
                  type="warning"
                  showIcon
                  style={{ marginTop: 12 }}
                  title={t('declarationWeb.figures.overLimit', {
                    limit: formatMoney(policy.perShipmentLimit, policy.currency),
                  })}
                />
              ) : quote && balanceMinor !== undefined && quote.insuredAmount > balanceMinor ? (
                <Alert
                  type="error"
                  showIcon
                  style={{ marginTop: 12 }}
                  title={t('declarationWeb.figures.overBalance', {
                    balance: formatMoney(policy.balance, policy.currency),
                  })}
                />
              ) : null}
            </Card>
            <div className={styles.asideActions}>
              <Button
                type="primary"
                size="large"
                htmlType="submit"
                block
                icon={<SendOutlined />}
                loading={submit.isPending}
                disabled={isSending}
                data-testid="declaration-submit"
              >
                {t('declarationWeb.form.submit')}
              </Button>
              <Button
                size="large"
                block
                icon={<SaveOutlined />}
                loading={saveDraft.isPending}
                disabled={isSending}
                onClick={onSaveDraft}
                data-testid="declaration-save-draft"
              >
                {t('declarationWeb.form.saveDraft')}
              </Button>
              <p className={styles.formula}>{t('declarationWeb.form.submitNote')}</p>
            </div>
          </aside>
        </div>
      </Form>
    </>
  );
}
