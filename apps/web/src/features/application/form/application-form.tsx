import type { StoredFile, UserProduct } from '@cargo/domain';
import { Form } from 'antd';
import { useState } from 'react';
import { useLanguage } from '../../../i18n/use-language.ts';
import page from '../../../ui/form-page.module.css';
import { useLeaveGuard } from '../../../ui/use-leave-guard.ts';
import { ClientRecordsDrawer } from '../../client/index.ts';
import { AgreementsSection } from './agreement-fields.tsx';
import { AttachmentsSection } from './attachments-section.tsx';
import { BasicSection } from './basic-section.tsx';
import { ClientSection } from './client-section.tsx';
import { DeductibleSection } from './deductible-section.tsx';
import { FormActions, FormAnchor, FormHeader, FormNotices } from './form-chrome.tsx';
import type { FormValues } from './form-values.ts';
import { GoodsSection } from './goods-section.tsx';
import { InsuranceSection } from './insurance-section.tsx';
import { InvoiceSection } from './invoice-section.tsx';
import { OtherSection } from './other-section.tsx';
import { QuotePanel } from './quote-panel.tsx';
import type { SectionProps } from './section-props.ts';
import { TransportSection } from './transport-section.tsx';
import { useFormIssues } from './use-form-issues.ts';
import { type FormPrice, useFormPrice } from './use-form-price.ts';
import { type SavedForm, useFormSaving } from './use-form-saving.ts';
import { type FrequentClients, RECORD_KIND, useFrequentClients } from './use-frequent-clients.ts';

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

/** The online application form (SPEC §3 sections), priced by the server as it is filled in. */
export function ApplicationForm({
  product,
  initialValues,
  saved: savedAtOpen,
  formKey,
  checkOnOpen,
  attachmentFiles = [],
}: ApplicationFormProps) {
  const { language } = useLanguage();
  const [form] = Form.useForm();
  const leave = useLeaveGuard();
  const [values, setValues] = useState<FormValues>(initialValues);
  // Called for every change the user makes (typing, a picked client, the copy to the insured).
  const syncValues = () => {
    leave.markDirty();
    setValues(form.getFieldsValue(true) as FormValues);
  };
  const price = useFormPrice(product, values);
  const issues = useFormIssues(form);
  const saving = useFormSaving({ form, product, formKey, savedAtOpen, checkOnOpen, leave, price, issues });
  const clients = useFrequentClients(form, syncValues);
  const sectionProps: SectionProps = { form, product, language };
  const { picker } = clients;

  return (
    <div data-testid="application-form">
      <FormHeader product={product} saved={saving.saved} />
      <div className={page.layout}>
        <div>
          <FormAnchor />
          <FormNotices unplaced={issues.unplaced} checkOnOpen={checkOnOpen} />
          <Form<FormValues>
            form={form}
            layout="vertical"
            initialValues={initialValues}
            onValuesChange={syncValues}
            disabled={saving.isBusy}
            scrollToFirstError
            requiredMark
          >
            <FormSections
              sectionProps={sectionProps}
              price={price}
              clients={clients}
              files={attachmentFiles}
            />
          </Form>
          <FormActions price={price} saving={saving} />
        </div>
        <aside className={page.side}>
          <FormQuotePanel price={price} />
        </aside>
      </div>
      <ClientRecordsDrawer
        open={picker !== undefined}
        kind={picker ? RECORD_KIND[picker] : 'applicant'}
        onClose={() => clients.setPicker(undefined)}
        onPick={picker ? (record) => clients.applyRecord(picker, record) : undefined}
      />
    </div>
  );
}

interface FormSectionsProps {
  sectionProps: SectionProps;
  price: FormPrice;
  clients: FrequentClients;
  files: readonly StoredFile[];
}

/** The sections of the form, in SPEC §3 order. */
function FormSections({ sectionProps, price, clients, files }: FormSectionsProps) {
  return (
    <>
      <BasicSection {...sectionProps} quote={price.quote} />
      <ClientSection form={sectionProps.form} clients={clients} />
      <InvoiceSection {...sectionProps} />
      <GoodsSection {...sectionProps} />
      <TransportSection {...sectionProps} />
      <InsuranceSection {...sectionProps} quote={price.quote} />
      <DeductibleSection quote={price.quote} />
      <AgreementsSection form={sectionProps.form} productCode={sectionProps.product.productCode} />
      <OtherSection {...sectionProps} />
      <AttachmentsSection known={files} />
    </>
  );
}

/** The price panel beside the form. */
function FormQuotePanel({ price }: { price: FormPrice }) {
  return (
    <QuotePanel
      quote={price.quote}
      isFetching={price.isFetching}
      error={price.error}
      missing={price.readiness.missing}
      invalid={price.readiness.invalid === true}
      isOutdated={price.isOutdated}
      quotation={price.quotation}
      onAcquire={() => price.acquire.mutate()}
      isAcquiring={price.acquire.isPending}
    />
  );
}
