import { DeleteOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import {
  APPLICATION_LIMITS,
  type SpecialAgreementType,
  specialAgreementTextKey,
  textUnits,
} from '@cargo/domain';
import type { SpecialPromise } from '@cargo/domain/schemas/basedata-lookups';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Dropdown,
  Empty,
  Form,
  type FormInstance,
  type FormListFieldData,
  type FormListOperation,
  Input,
  type MenuProps,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../ui/form-kit.tsx';
import type { FormValues } from './form-values.ts';
import { specialPromisesQuery } from './lookups.api.ts';

type Agreement = NonNullable<FormValues['specialAgreements']>[number];

const TYPE_COLORS: Record<SpecialAgreementType, string> = {
  fixed: 'blue',
  semiFixed: 'cyan',
  free: 'orange',
};

/** The special agreements section of the application form. */
export function AgreementsSection({ form, productCode }: { form: FormInstance; productCode: string }) {
  const { t } = useTranslation();
  return (
    <SectionCard section="agreements" title={t('insuringWeb.section.agreements')}>
      <AgreementFields form={form} productCode={productCode} />
    </SectionCard>
  );
}

/**
 * Special agreements (SPEC §3): fixed texts, semi-fixed texts with one blank, and free text. A free text
 * goes to manual underwriting. The fixed and semi-fixed ones offered come from the server
 * (`specialPromise` for the product).
 */
export function AgreementFields({ form, productCode }: { form: FormInstance; productCode: string }) {
  const offered = useQuery(specialPromisesQuery(productCode)).data ?? [];
  // Read at render time: the list re-renders on every change of the form (shouldUpdate).
  const agreementsOf = () => (form.getFieldValue('specialAgreements') ?? []) as Agreement[];
  return (
    <Form.List name="specialAgreements">
      {(fields, { add, remove }) => (
        <Form.Item noStyle shouldUpdate>
          {() => (
            <AgreementList
              fields={fields}
              agreements={agreementsOf()}
              offered={offered}
              add={add}
              remove={remove}
            />
          )}
        </Form.Item>
      )}
    </Form.List>
  );
}

interface AgreementListProps {
  fields: FormListFieldData[];
  agreements: Agreement[];
  offered: readonly SpecialPromise[];
  add: FormListOperation['add'];
  remove: FormListOperation['remove'];
}

function AgreementList({ fields, agreements, offered, add, remove }: AgreementListProps) {
  const { t } = useTranslation();
  const chosenCodes = new Set(agreements.map((agreement) => agreement.agreementCode).filter(Boolean));
  const hasFree = agreements.some((agreement) => agreement.agreementType === 'free');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {fields.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('insuringWeb.agreement.none')} />
      )}
      {fields.map((field) => {
        const agreement = agreements[field.name];
        if (!agreement) return null;
        return (
          <AgreementCard
            key={field.key}
            field={field}
            agreement={agreement}
            onRemove={() => remove(field.name)}
          />
        );
      })}
      {hasFree && <Alert type="warning" showIcon title={t('insuringWeb.agreement.freeReferred')} />}
      <div>
        <AgreementAddMenu
          disabled={fields.length >= APPLICATION_LIMITS.specialAgreements}
          chosenCodes={chosenCodes}
          offered={offered}
          add={add}
        />
      </div>
    </div>
  );
}

interface AgreementCardProps {
  field: FormListFieldData;
  agreement: Agreement;
  onRemove: () => void;
}

/** One agreement: its type and code, its text (a blank to fill in, or free text), remove. */
function AgreementCard({ field, agreement, onRemove }: AgreementCardProps) {
  const { t } = useTranslation();
  const type = agreement.agreementType;
  const code = agreement.agreementCode ?? '';
  return (
    <div
      style={{ border: '1px solid #e6ebf2', borderRadius: 8, padding: '12px 16px' }}
      data-testid={`agreement-${field.name}`}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Tag color={TYPE_COLORS[type]}>{t(`insuringWeb.agreement.type.${type}`)}</Tag>
        {code && <Typography.Text type="secondary">{code}</Typography.Text>}
        <Button
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined />}
          style={{ marginLeft: 'auto' }}
          onClick={onRemove}
          aria-label={t('insuringWeb.agreement.remove')}
        >
          {t('insuringWeb.agreement.remove')}
        </Button>
      </div>
      {type === 'fixed' && (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t(specialAgreementTextKey(code) as 'insuring.agreement.FA01')}
        </Typography.Paragraph>
      )}
      {type === 'semiFixed' && (
        <>
          <Typography.Paragraph>
            {t(specialAgreementTextKey(code) as 'insuring.agreement.SA01', {
              value: agreement.agreementText?.trim() ? agreement.agreementText : '______',
            })}
          </Typography.Paragraph>
          <Form.Item
            name={[field.name, 'agreementText']}
            label={t('insuringWeb.agreement.fillIn')}
            style={{ marginBottom: 0 }}
          >
            <Input maxLength={APPLICATION_LIMITS.agreementValueUnits} />
          </Form.Item>
        </>
      )}
      {type === 'free' && (
        <Form.Item name={[field.name, 'agreementText']} style={{ marginBottom: 0 }}>
          <Input.TextArea
            rows={3}
            showCount={{
              formatter: ({ value }) => `${textUnits(value)} / ${APPLICATION_LIMITS.agreementTextUnits}`,
            }}
            placeholder={t('insuringWeb.agreement.freePlaceholder')}
            data-testid={`agreement-text-${field.name}`}
          />
        </Form.Item>
      )}
    </div>
  );
}

interface AgreementAddMenuProps {
  disabled: boolean;
  /** Codes already in the list: each agreement is taken once. */
  chosenCodes: Set<string | null | undefined>;
  offered: readonly SpecialPromise[];
  add: FormListOperation['add'];
}

/** Adds one of the listed agreements, or a free text. */
function AgreementAddMenu({ disabled, chosenCodes, offered, add }: AgreementAddMenuProps) {
  const { t } = useTranslation();
  const items: MenuProps['items'] = [
    ...offered.map((item) => ({
      key: item.agreementCode,
      disabled: chosenCodes.has(item.agreementCode),
      label: (
        <span style={{ display: 'inline-block', maxWidth: 520, whiteSpace: 'normal' }}>
          <Tag color={TYPE_COLORS[item.agreementType]}>
            {t(`insuringWeb.agreement.type.${item.agreementType}`)}
          </Tag>
          {item.text.replace('{{value}}', '______')}
        </span>
      ),
    })),
    { type: 'divider' as const },
    {
      key: 'free',
      label: (
        <span>
          <Tag color={TYPE_COLORS.free}>{t('insuringWeb.agreement.type.free')}</Tag>
          {t('insuringWeb.agreement.addFree')}
        </span>
      ),
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'free') {
      add({ agreementType: 'free', agreementCode: null, agreementText: '' });
      return;
    }
    const item = offered.find((agreement) => agreement.agreementCode === key);
    if (item)
      add({ agreementType: item.agreementType, agreementCode: item.agreementCode, agreementText: '' });
  };
  return (
    <Dropdown trigger={['click']} disabled={disabled} menu={{ items, onClick }}>
      <Button icon={<PlusOutlined />} data-testid="agreement-add">
        {t('insuringWeb.agreement.add')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
