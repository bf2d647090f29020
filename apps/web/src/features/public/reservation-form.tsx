import {
  RESERVATION_INTENTION_OTHER,
  RESERVATION_INTENTIONS,
  RESERVATION_LIMITS,
  type ReservationIntention,
  toOptions,
  ZReservationRequest,
} from '@cargo/domain';
import { basedataEndpoints } from '@cargo/domain/api/basedata';
import { useQuery } from '@tanstack/react-query';
import type { FormRule } from 'antd';
import { Button, Card, Col, Form, type FormInstance, Input, Radio, Row, Select, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/endpoint-call';
import { useLanguage } from '../../i18n';
import { TextFieldCols, type TextFieldInCol } from '../../ui/form-fields';
import { zodRule } from '../../ui/zod-form';

export interface ReservationFormValues {
  name?: string;
  mobile?: string;
  companyName?: string;
  address?: string;
  creditCode?: string;
  agentCode?: string;
  branch?: string;
  intention?: ReservationIntention;
  detail?: string;
}

type FieldName = keyof ReservationFormValues;

/** A field's rule: the server's own schema of the field. */
const useFieldRule = () => {
  const { language } = useLanguage();
  return (field: FieldName): FormRule => zodRule(ZReservationRequest.shape[field], field, language);
};

/** The provinces as servicing branches, in the server's order, named in the UI language. */
const useBranchOptions = () => {
  const { language } = useLanguage();
  const provinces = useQuery({
    queryKey: ['public', 'provinces'],
    queryFn: () => call(basedataEndpoints.provinces, {}, { hideError: true, loading: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
    // Both names come in one answer: a language switch need not fetch the list again.
    meta: { languageNeutral: true },
  });
  const options = (provinces.data ?? []).map((province) => ({
    value: province.valueCode,
    label:
      language === 'zh-CN'
        ? province.valueChineseName
        : province.valueEnglishName || province.valueChineseName,
  }));
  return { failed: provinces.isError, loading: provinces.isPending, options };
};

/** The fields typed in as text (the branch, intention and detail are not). */
type TextName = 'name' | 'mobile' | 'companyName' | 'creditCode' | 'address' | 'agentCode';
type ReservationSpec = TextFieldInCol<TextName>;

/** A text field of the form: its label, test id and placeholder are named after it. */
const text = (name: TextName, spec: Omit<ReservationSpec, 'name' | 'label' | 'testId' | 'placeholder'>) =>
  ({
    name,
    label: `field.${name}`,
    testId: `reservation-${name}`,
    placeholder: `public.reservation.placeholder.${name}`,
    ...spec,
  }) as const satisfies ReservationSpec;

const LIMITS = RESERVATION_LIMITS;
const HALF = { xs: 24, md: 12 };

const CONTACT_FIELDS = [
  text('name', { kind: 'name', maxLength: LIMITS.name, required: true, col: HALF }),
  text('mobile', { kind: 'mobile', required: true, col: HALF }),
];

const COMPANY_FIELDS = [
  text('companyName', { kind: 'organization', maxLength: LIMITS.companyName, required: true, col: HALF }),
  text('creditCode', { kind: 'code', maxLength: 18, required: true, upperCase: true, col: HALF }),
  text('address', { kind: 'address', maxLength: LIMITS.address, required: true, col: { span: 24 } }),
];

const AGENT_CODE = text('agentCode', {
  kind: 'code',
  maxLength: LIMITS.agentCode,
  tooltip: 'public.reservation.agentCode.tooltip',
  col: HALF,
});

/** The contact and company sections: text fields only. */
function TextSection({ title, fields }: { title: ReactNode; fields: readonly ReservationSpec[] }) {
  const rule = useFieldRule();
  return (
    <>
      {title}
      <Row gutter={16}>
        <TextFieldCols fields={fields} rule={rule} />
      </Row>
    </>
  );
}

function ContactSection() {
  const { t } = useTranslation();
  const title = (
    <Typography.Title level={5} style={{ marginTop: 0 }}>
      {t('public.reservation.section.contact')}
    </Typography.Title>
  );
  return <TextSection title={title} fields={CONTACT_FIELDS} />;
}

function CompanySection() {
  const { t } = useTranslation();
  const title = <Typography.Title level={5}>{t('public.reservation.section.company')}</Typography.Title>;
  return <TextSection title={title} fields={COMPANY_FIELDS} />;
}

/** The servicing branch: a province from the list, or typed in when the list could not be loaded. */
function BranchField() {
  const { t } = useTranslation();
  const rule = useFieldRule();
  const branches = useBranchOptions();
  return (
    <Form.Item
      name="branch"
      label={t('field.branch')}
      required
      rules={[rule('branch')]}
      extra={branches.failed ? t('public.reservation.branch.fallback') : undefined}
    >
      {branches.failed ? (
        <Input
          data-testid="reservation-branch"
          maxLength={RESERVATION_LIMITS.branch}
          placeholder={t('public.reservation.placeholder.branchText')}
        />
      ) : (
        <Select
          data-testid="reservation-branch"
          loading={branches.loading}
          options={branches.options}
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('public.reservation.placeholder.branch')}
        />
      )}
    </Form.Item>
  );
}

function BusinessSection({ form }: { form: FormInstance<ReservationFormValues> }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rule = useFieldRule();
  const intention = Form.useWatch('intention', form);
  return (
    <>
      <Typography.Title level={5}>{t('public.reservation.section.business')}</Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <BranchField />
        </Col>
        <TextFieldCols fields={[AGENT_CODE]} rule={rule} />
        <Col span={24}>
          <Form.Item name="intention" label={t('field.intention')} required rules={[rule('intention')]}>
            <Radio.Group
              data-testid="reservation-intention"
              options={toOptions(RESERVATION_INTENTIONS, language)}
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
                gap: 8,
              }}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="detail"
            label={t('field.detail')}
            rules={[rule('detail')]}
            dependencies={['intention']}
            required={intention === RESERVATION_INTENTION_OTHER}
          >
            <Input.TextArea
              data-testid="reservation-detail"
              rows={4}
              maxLength={RESERVATION_LIMITS.detail}
              showCount
              placeholder={t('public.reservation.placeholder.detail')}
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** The reservation form: contact, company and business sections, then the privacy note and the submit. */
export function ReservationForm(props: {
  form: FormInstance<ReservationFormValues>;
  pending: boolean;
  onFinish: (values: ReservationFormValues) => void;
}) {
  const { t } = useTranslation();
  const { form, pending, onFinish } = props;
  return (
    <Card variant="borderless">
      <Form<ReservationFormValues>
        form={form}
        layout="vertical"
        size="large"
        onFinish={onFinish}
        disabled={pending}
        scrollToFirstError
      >
        <ContactSection />
        <CompanySection />
        <BusinessSection form={form} />
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {t('public.reservation.privacy')}
        </Typography.Paragraph>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          loading={pending}
          disabled={pending}
          data-testid="reservation-submit"
          style={{ minWidth: 160 }}
        >
          {t('public.reservation.submit')}
        </Button>
      </Form>
    </Card>
  );
}
