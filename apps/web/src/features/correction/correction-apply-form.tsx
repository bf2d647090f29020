import { UndoOutlined } from '@ant-design/icons';
import {
  type Correctability,
  type CorrectionResult,
  isPartyChange,
  partySectionOf,
  type UserProduct,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userProductsQuery } from '../../api/insuring.api.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { SendButton } from '../../ui/form-actions.tsx';
import styles from '../../ui/form-page.module.css';
import { UnplacedIssues } from '../../ui/notes-alert.tsx';
import { useLeaveGuard } from '../../ui/use-leave-guard.ts';
import { useRevalidateOnLanguageChange } from '../../ui/zod-form.ts';
import { GoodsFields, InsuranceFields } from './correction-fields.tsx';
import {
  type CorrectionFormValues,
  changedFieldsOf,
  changedPartyFieldsOf,
  formValuesOf,
  takesNoDetails,
  transportShapeOf,
} from './correction-form-model.ts';
import { PartyFields } from './correction-party-fields.tsx';
import { CorrectionPolicyFacts } from './correction-policy-facts.tsx';
import { CorrectionPreviewPanel } from './correction-preview-panel.tsx';
import { TransportFields } from './correction-transport-fields.tsx';
import { CorrectionTypeCard } from './correction-type-card.tsx';
import { useCorrectionPreview } from './use-correction-preview.ts';
import { useCorrectionSubmit } from './use-correction-submit.tsx';

interface CorrectionApplyFormProps {
  able: Correctability;
  onApplied: (result: CorrectionResult) => void;
  onBack: () => void;
}

/** The correction of one policy: type, reason, the correctable fields, the server's preview, submit. */
export function CorrectionApplyForm({ able, onApplied, onBack }: CorrectionApplyFormProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm();
  useRevalidateOnLanguageChange(form, language);
  const leave = useLeaveGuard();
  const products = useQuery(userProductsQuery());
  const product = products.data?.find((item) => item.productCode === able.productCode);

  const initialValues = useMemo(
    () => formValuesOf(able.current, undefined, able.parties),
    [able.current, able.parties],
  );
  const [values, setValues] = useState<CorrectionFormValues>(initialValues);
  const type = values.correctionType;
  const isCancellation = takesNoDetails(type);
  const party = isPartyChange(type) ? partySectionOf(type) : undefined;
  const changed = useMemo(() => {
    if (isCancellation) return new Set<string>();
    if (party !== undefined) return new Set(changedPartyFieldsOf(party, able.parties, values[party]));
    return new Set(changedFieldsOf(able.current, values.changes));
  }, [able.current, able.parties, values, isCancellation, party]);
  const preview = useCorrectionPreview(able, values, { isCancellation, changedCount: changed.size });
  const submit = useCorrectionSubmit({ able, form, language, isCancellation, preview, leave, onApplied });

  const syncValues = () => {
    leave.markDirty();
    setValues(form.getFieldsValue(true) as CorrectionFormValues);
  };
  const onReset = () => {
    leave.markClean();
    form.resetFields();
    submit.clearUnplaced();
    setValues(initialValues);
  };

  return (
    <div className={styles.layout}>
      <div>
        <CorrectionPolicyFacts able={able} />
        <UnplacedIssues
          title={t('correctionWeb.form.otherIssues')}
          texts={submit.unplaced}
          testId="correction-unplaced"
        />
        <Form<CorrectionFormValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onValuesChange={syncValues}
          disabled={submit.isPending}
          scrollToFirstError
          data-testid="correction-form"
        >
          <CorrectionTypeCard able={able} language={language} isCancellation={isCancellation} />
          {party !== undefined && <PartyFields section={party} language={language} changed={changed} />}
          {!isCancellation && party === undefined && (
            <ChangeSections able={able} product={product} changed={changed} />
          )}
        </Form>
        <ApplyActions
          hint={<ActionsHint isCancellation={isCancellation} changedCount={changed.size} />}
          isPending={submit.isPending}
          onBack={onBack}
          onReset={onReset}
          onSubmit={() => void submit.submit()}
        />
      </div>
      <aside className={styles.side}>
        <CorrectionPreviewPanel {...preview.panel} />
      </aside>
    </div>
  );
}

/** The correctable facts of a whole-policy correction: goods, transport (by product), insurance. */
function ChangeSections({
  able,
  product,
  changed,
}: {
  able: Correctability;
  product: UserProduct | undefined;
  changed: ReadonlySet<string>;
}) {
  const { language } = useLanguage();
  return (
    <>
      <GoodsFields language={language} changed={changed} />
      <TransportFields
        language={language}
        changed={changed}
        shape={transportShapeOf(able.productCode, product, able.current)}
        period={{ begin: able.insuranceBeginDate, end: able.insuranceEndDate }}
      />
      <InsuranceFields language={language} changed={changed} able={able} product={product} />
    </>
  );
}

function ActionsHint({ isCancellation, changedCount }: { isCancellation: boolean; changedCount: number }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" className={styles.actionsHint}>
      {isCancellation
        ? t('correctionWeb.form.cancellationHint')
        : t('correctionWeb.form.changedCount', { count: changedCount })}
    </Typography.Text>
  );
}

interface ApplyActionsProps {
  hint: ReactNode;
  isPending: boolean;
  onBack: () => void;
  onReset: () => void;
  onSubmit: () => void;
}

function ApplyActions({ hint, isPending, onBack, onReset, onSubmit }: ApplyActionsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions} data-testid="correction-actions">
      {hint}
      <Button onClick={onBack}>{t('correctionWeb.form.back')}</Button>
      <Button icon={<UndoOutlined />} onClick={onReset} disabled={isPending} data-testid="correction-reset">
        {t('correctionWeb.form.reset')}
      </Button>
      <SendButton pending={isPending} onClick={onSubmit} testId="correction-submit">
        {t('correctionWeb.form.submit')}
      </SendButton>
    </div>
  );
}
