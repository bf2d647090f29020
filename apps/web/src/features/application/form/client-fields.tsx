import { ContactsOutlined, SaveOutlined } from '@ant-design/icons';
import {
  CLIENT_KINDS,
  deriveBirthdayAndSex,
  GROUP_ID_TYPES,
  PERSONAL_ID_TYPES,
  RESIDENT_ID_TYPE,
  SEXES,
  toOptions,
  validateIdNumber,
  validateIdTypeForClient,
  ZApplicantSection,
  ZInsuredSection,
} from '@cargo/domain';
import { Button, Col, Form, type FormInstance, Input, Radio, Row, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLanguage } from '../../../i18n/use-language.ts';
import { ActsOn } from '../../../ui/acts-on.tsx';
import { BusinessDatePicker } from '../../../ui/business-date-picker.tsx';
import { DerivedBirth } from '../../../ui/derived-birth.tsx';
import { dateItemProps, fieldMessage, fieldRules } from '../../../ui/form-kit.tsx';
import { CLIENT_FIELD_NAMES, type ClientSide } from './form-values.ts';
import { requiredIn } from './section-props.ts';

/** ID types numbered like the resident ID card: birthday and sex come from the number (SPEC §3). */
const DERIVABLE_ID_TYPES: readonly string[] = [RESIDENT_ID_TYPE, '09'];

const SCHEMAS = { applicant: ZApplicantSection, insured: ZInsuredSection } as const;

interface ClientFieldsProps {
  side: ClientSide;
  form: FormInstance;
  /** Opens the frequent clients to pick one. */
  onPick: () => void;
  /** Saves what the form holds as a frequent client. */
  onSaveAsRecord: () => void;
  isSavingRecord: boolean;
  /** More actions in the header (the insured's "same as applicant"). */
  extra?: ReactNode;
}

/** Applicant or insured (SPEC §3 client info): group or personal, ID type by kind, derived birthday/sex. */
export function ClientFields({ side, form, ...actions }: ClientFieldsProps) {
  const kit = useClientKit(side, form);
  return (
    <div data-testid={`client-${side}`}>
      <ClientHeader kit={kit} {...actions} />
      <Row gutter={16}>
        <ClientIdFields kit={kit} />
        <ClientContactFields kit={kit} />
        {kit.isPersonal && <ClientBirthFields kit={kit} />}
      </Row>
    </div>
  );
}

/** What the parts of one side's fields share: names, rules, test ids, and the kind and ID it holds. */
function useClientKit(side: ClientSide, form: FormInstance) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const sideName = t(side === 'applicant' ? 'insuringWeb.client.applicant' : 'insuringWeb.client.insured');
  const names = CLIENT_FIELD_NAMES[side];
  const shape: Record<string, z.ZodType> =
    side === 'applicant' ? SCHEMAS.applicant.shape : SCHEMAS.insured.shape;
  const name = (field: string) => [side, field];
  const kind = Form.useWatch(name(names.kind), form) as string | undefined;
  const idType = Form.useWatch(name(names.idType), form) as string | undefined;
  const idNo = Form.useWatch(name(names.idNo), form) as string | undefined;
  const isPersonal = kind === 'personal';
  const isDerived = isPersonal && idType !== undefined && DERIVABLE_ID_TYPES.includes(idType);
  return {
    side,
    form,
    language,
    names,
    name,
    rules: (field: string) => fieldRules(shape[field], field, language),
    /** The client's fields required to submit are the same for every product. */
    required: requiredIn(undefined, side),
    testId: (field: string) => `${side}-${field}`,
    /** A field's label, naming the side to screen readers (both sides have a "Name", an "ID type"…). */
    label: (text: string) => (
      <>
        {text}
        <ActsOn>{sideName}</ActsOn>
      </>
    ),
    sideName,
    isPersonal,
    isDerived,
    derived: isDerived ? deriveBirthdayAndSex(idNo) : null,
  };
}

type ClientKit = ReturnType<typeof useClientKit>;

/** The side's title, its kind (group or personal), and the frequent-client actions. */
function ClientHeader({
  kit,
  onPick,
  onSaveAsRecord,
  isSavingRecord,
  extra,
}: { kit: ClientKit } & Omit<ClientFieldsProps, 'side' | 'form'>) {
  const { t } = useTranslation();
  const { form, names, name, testId } = kit;
  const onKindChange = () => {
    // A kind keeps only the ID types it may use (personal clients cannot use 99, SPEC §5).
    const nextKind = form.getFieldValue(name(names.kind)) === 'personal' ? 'personal' : 'group';
    const currentType = form.getFieldValue(name(names.idType)) as string | undefined;
    if (currentType && validateIdTypeForClient(nextKind, currentType) !== true) {
      form.setFieldValue(name(names.idType), undefined);
    }
    if (nextKind === 'group') {
      form.setFieldValue(name(names.birthday), undefined);
      form.setFieldValue(name(names.sex), undefined);
    }
  };
  const side = kit.sideName;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12, flexWrap: 'wrap' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {side}
      </Typography.Title>
      <Form.Item name={name(names.kind)} noStyle>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          size="small"
          options={toOptions(CLIENT_KINDS, kit.language).map((option) => ({
            ...option,
            label: kit.label(option.label),
          }))}
          onChange={onKindChange}
          data-testid={testId('kind')}
        />
      </Form.Item>
      <Space style={{ marginLeft: 'auto' }} wrap>
        {extra}
        <Button icon={<ContactsOutlined />} onClick={onPick} data-testid={testId('pick')}>
          {t('insuringWeb.client.pick')}
          <ActsOn>{side}</ActsOn>
        </Button>
        <Button
          icon={<SaveOutlined />}
          onClick={onSaveAsRecord}
          loading={isSavingRecord}
          data-testid={testId('save-record')}
        >
          {t('insuringWeb.client.saveRecord')}
          <ActsOn>{side}</ActsOn>
        </Button>
      </Space>
    </div>
  );
}

/** Name, ID type (by kind) and ID number, the number checked for its type. */
function ClientIdFields({ kit }: { kit: ClientKit }) {
  const { t } = useTranslation();
  const { form, language, names, name, rules, testId } = kit;
  const idNoLabel = kit.side === 'applicant' ? 'field.appliIdNo' : 'field.insuredIdNo';
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item
          name={name(names.name)}
          label={kit.label(
            t(kit.isPersonal ? 'insuringWeb.client.personName' : 'insuringWeb.client.groupName'),
          )}
          required={kit.required(names.name)}
          rules={rules(names.name)}
        >
          <Input maxLength={100} data-testid={testId('name')} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={name(names.idType)}
          label={kit.label(t('field.idType'))}
          required={kit.required(names.idType)}
          rules={rules(names.idType)}
        >
          <Select
            options={toOptions(kit.isPersonal ? PERSONAL_ID_TYPES : GROUP_ID_TYPES, language)}
            data-testid={testId('idType')}
            placeholder={t('insuringWeb.common.choose')}
            onChange={() => {
              if (form.getFieldValue(name(names.idNo))) void form.validateFields([name(names.idNo)]);
            }}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={name(names.idNo)}
          label={kit.label(t('field.idNo'))}
          required={kit.required(names.idNo)}
          dependencies={[name(names.idType), name(names.kind)]}
          normalize={(value: string | undefined) => value?.toUpperCase()}
          rules={[
            ...rules(names.idNo),
            {
              // The number checked for its type: check digits, sequential characters (SPEC §5).
              validator: async (_rule, value: string | undefined) => {
                const type = form.getFieldValue(name(names.idType)) as string | undefined;
                if (!type || !value || value.trim() === '') return;
                const result = validateIdNumber(type, value);
                if (result !== true) throw new Error(fieldMessage(language, idNoLabel, result));
              },
            },
          ]}
        >
          <Input maxLength={30} data-testid={testId('idNo')} autoComplete="off" />
        </Form.Item>
      </Col>
    </>
  );
}

/** Contact, mobile, email and address. */
function ClientContactFields({ kit }: { kit: ClientKit }) {
  const { t } = useTranslation();
  const { names, name, rules, testId } = kit;
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item
          name={name(names.contact)}
          label={kit.label(t('field.contactName'))}
          rules={rules(names.contact)}
        >
          <Input maxLength={50} data-testid={testId('contact')} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={name(names.phone)}
          label={kit.label(t('insuringWeb.client.mobile'))}
          rules={rules(names.phone)}
        >
          <Input maxLength={20} inputMode="tel" data-testid={testId('phone')} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name={name(names.email)}
          label={kit.label(t('field.email'))}
          rules={rules(names.email)}
          tooltip={kit.side === 'applicant' ? t('insuringWeb.client.emailForInvoice') : undefined}
        >
          <Input maxLength={100} inputMode="email" data-testid={testId('email')} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={kit.isPersonal ? 8 : 24}>
        <Form.Item
          name={name(names.address)}
          label={kit.label(t('field.address'))}
          rules={rules(names.address)}
        >
          <Input maxLength={200} data-testid={testId('address')} autoComplete="off" />
        </Form.Item>
      </Col>
    </>
  );
}

/** A person's birthday and sex: read from an ID number that holds them, else filled in. */
function ClientBirthFields({ kit }: { kit: ClientKit }) {
  const { t } = useTranslation();
  const { language, names, name, rules, testId, derived } = kit;
  if (kit.isDerived) {
    return (
      <Col xs={24} md={16}>
        <Form.Item
          label={kit.label(t('insuringWeb.client.derived'))}
          tooltip={t('insuringWeb.client.derivedHelp')}
        >
          <DerivedBirth derived={derived} testId={testId('derived')} />
        </Form.Item>
      </Col>
    );
  }
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item
          name={name(names.birthday)}
          label={kit.label(t('field.birthday'))}
          rules={rules(names.birthday)}
          {...dateItemProps}
        >
          <BusinessDatePicker style={{ width: '100%' }} data-testid={testId('birthday')} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name={name(names.sex)} label={kit.label(t('field.sex'))} rules={rules(names.sex)}>
          <Select
            allowClear
            options={toOptions(SEXES, language)}
            data-testid={testId('sex')}
            placeholder={t('insuringWeb.common.choose')}
          />
        </Form.Item>
      </Col>
    </>
  );
}
