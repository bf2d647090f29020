import {
  CLIENT_KINDS,
  ID_TYPES,
  type Language,
  labelOf,
  type MessageKey,
  ZApplicantSection,
  ZInsuredSection,
} from '@cargo/domain';
import { Col, Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldRules } from '../../ui/form-kit.tsx';
import { FieldsCard } from './correction-field-kit.tsx';

/**
 * The new applicant (70001) or insured (10001): the whole party, starting from the policy's, checked by
 * the application form's rules (the server checks them again).
 */

type PartySection = 'applicant' | 'insured';

const PREFIX: Record<PartySection, string> = { applicant: 'appli', insured: 'insured' };
const SCHEMAS = { applicant: ZApplicantSection, insured: ZInsuredSection } as const;
const TEXT_FIELDS = ['Name', 'IdNo', 'Contact', 'Phone', 'Address', 'Email'] as const;

interface PartyFieldsProps {
  section: PartySection;
  language: Language;
  /** 'section.field' of the fields that differ from the policy's party. */
  changed: ReadonlySet<string>;
}

export function PartyFields({ section, language, changed }: PartyFieldsProps) {
  const { t } = useTranslation();
  const prefix = PREFIX[section];
  const kind = Form.useWatch([section, `${prefix}Type`]) as string | undefined;
  const item = (suffix: string) => {
    const field = `${prefix}${suffix}`;
    const schema = (SCHEMAS[section].shape as Record<string, z.ZodType>)[field] as z.ZodType;
    return {
      name: [section, field],
      label: (
        <span>
          {t(`field.${field}` as MessageKey)}
          {changed.has(`${section}.${field}`) && (
            <Tag color="orange" style={{ marginInlineStart: 8 }}>
              {t('correctionWeb.form.changed')}
            </Tag>
          )}
        </span>
      ),
      rules: fieldRules(schema, field, language),
    };
  };
  const idTypes = ID_TYPES.filter((type) => (kind === 'personal' ? type.personal : type.group));
  return (
    <FieldsCard section={section}>
      <Col xs={24} md={8}>
        <Form.Item {...item('Type')} required>
          <Select
            options={CLIENT_KINDS.map((option) => ({
              value: option.code,
              label: labelOf(CLIENT_KINDS, option.code, language),
            }))}
            data-testid={`party-${prefix}Type`}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item {...item('IdType')} required>
          <Select
            options={idTypes.map((option) => ({
              value: option.code,
              label: labelOf(ID_TYPES, option.code, language),
            }))}
            data-testid={`party-${prefix}IdType`}
          />
        </Form.Item>
      </Col>
      {TEXT_FIELDS.map((suffix) => (
        <Col key={suffix} xs={24} md={suffix === 'Name' || suffix === 'Address' ? 16 : 8}>
          <Form.Item {...item(suffix)} required={suffix === 'Name' || suffix === 'IdNo'}>
            <Input data-testid={`party-${prefix}${suffix}`} />
          </Form.Item>
        </Col>
      ))}
    </FieldsCard>
  );
}
