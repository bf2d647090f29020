import type { DeclarationDetail, OpenPolicyDetail } from '@cargo/domain';
import { Alert, Form } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { SaveDraftButton, SendButton } from '../../ui/form-actions.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.ts';
import { useRevalidateOnLanguageChange } from '../../ui/zod-form.ts';
import { usePrintHabit } from '../preference/index.ts';
import styles from './declaration.module.css';
import { type DeclarationFormValues, draftValues, initialValues, termsOf } from './declaration-form-model.ts';
import { DeclarationResultView } from './declaration-result.tsx';
import { CertificateSection } from './form/certificate-section.tsx';
import { type FieldProps, useFieldProps } from './form/field-props.ts';
import { FiguresCard } from './form/figures-card.tsx';
import { GoodsSection } from './form/goods-section.tsx';
import { InsuranceSection } from './form/insurance-section.tsx';
import { InsuredSection } from './form/insured-section.tsx';
import { TransportSection } from './form/transport-section.tsx';
import { useDeclarationSending } from './form/use-declaration-sending.ts';
import { PolicyFactsCard } from './policy-facts-card.tsx';

/** Submit (the form's own submit button) and save as a draft. */
function FormActions({ sending }: { sending: ReturnType<typeof useDeclarationSending> }) {
  const { t } = useTranslation();
  return (
    <div className={styles.asideActions}>
      <SendButton
        submit
        block
        pending={sending.isSubmitting}
        disabled={sending.isSending}
        testId="declaration-submit"
      >
        {t('declarationWeb.form.submit')}
      </SendButton>
      <SaveDraftButton
        large
        block
        pending={sending.isSavingDraft}
        disabled={sending.isSending}
        onClick={sending.onSaveDraft}
        testId="declaration-save-draft"
      >
        {t('declarationWeb.form.saveDraft')}
      </SaveDraftButton>
      <p className={styles.formula}>{t('declarationWeb.form.submitNote')}</p>
    </div>
  );
}

interface FormLayoutProps {
  field: FieldProps;
  values: DeclarationFormValues;
  policy: OpenPolicyDetail;
  viaCountry: string | undefined;
  onViaCountryChange: (code: string | undefined) => void;
  sending: ReturnType<typeof useDeclarationSending>;
}

/** The sections of the certificate beside the policy, the figures and the actions. */
function FormLayout({ field, values, policy, viaCountry, onViaCountryChange, sending }: FormLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.formLayout}>
      <div className={styles.sections}>
        <InsuredSection policy={policy} />
        <GoodsSection field={field} />
        <TransportSection
          field={field}
          values={values}
          policy={policy}
          viaCountry={viaCountry}
          onViaCountryChange={onViaCountryChange}
        />
        <InsuranceSection field={field} policy={policy} />
        <CertificateSection field={field} values={values} />
      </div>
      <aside className={styles.aside} aria-label={t('declarationWeb.figures.title')}>
        <PolicyFactsCard policy={policy} />
        <FiguresCard values={values} policy={policy} />
        <FormActions sending={sending} />
      </aside>
    </div>
  );
}

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
  const { message } = useFeedback();
  const [form] = Form.useForm<DeclarationFormValues>();
  const leave = useLeaveGuard();
  useRevalidateOnLanguageChange(form, language);
  const terms = useMemo(() => termsOf(policy), [policy]);
  const [viaCountry, setViaCountry] = useState<string>();
  const sending = useDeclarationSending({
    form,
    policy,
    draft,
    terms,
    leave,
    onFreshForm: () => setViaCountry(undefined),
  });
  const { savedHabit } = usePrintHabit();
  // The print habit is read once, when the form starts (a later change does not reset the form).
  const [printHabit] = useState(savedHabit);
  const initial = useMemo(
    () => (draft ? draftValues(draft, policy) : initialValues(policy, printHabit)),
    [draft, policy, printHabit],
  );
  const watched: DeclarationFormValues | undefined = Form.useWatch([], { form, preserve: true });
  const values = watched ?? initial;
  const field = useFieldProps(form, terms, values);
  const { phase, draftNo } = sending;

  return (
    <>
      {phase.kind === 'result' ? (
        <DeclarationResultView
          result={phase.result}
          onDeclareAnother={sending.declareAnother}
          onBackToForm={sending.backToForm}
        />
      ) : null}
      <Form<DeclarationFormValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={sending.onFinish}
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
        disabled={sending.isSending}
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
        <FormLayout
          field={field}
          values={values}
          policy={policy}
          viaCountry={viaCountry}
          onViaCountryChange={setViaCountry}
          sending={sending}
        />
      </Form>
    </>
  );
}
