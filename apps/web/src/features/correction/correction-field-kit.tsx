import {
  type Language,
  type MessageKey,
  textUnits,
  ZGoodsSection,
  ZInsuranceSection,
  ZTransportSection,
} from '@cargo/domain';
import { Card, Row, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldRules } from '../../ui/form-kit.tsx';
import type { ChangeSection } from './correction-form-model.ts';

const SCHEMAS = { goods: ZGoodsSection, transport: ZTransportSection, insurance: ZInsuranceSection } as const;

export interface FieldsProps {
  language: Language;
  /** 'section.field' of the fields that differ from the policy. */
  changed: ReadonlySet<string>;
}

/** Name, label (marked when changed), rules of the shared schema and test id of one correctable field. */
export const useItem = ({ language, changed }: FieldsProps) => {
  const { t } = useTranslation();
  return (section: ChangeSection, field: string) => {
    const schema = SCHEMAS[section].shape as Record<string, z.ZodType>;
    const isChanged = changed.has(`${section}.${field}`);
    const label: ReactNode = (
      <span>
        {t(`field.${field}` as MessageKey)}
        {isChanged && (
          <Tag color="orange" style={{ marginInlineStart: 8 }} data-testid={`changed-${field}`}>
            {t('correctionWeb.form.changed')}
          </Tag>
        )}
      </span>
    );
    return {
      name: ['changes', section, field],
      label,
      rules: fieldRules(schema[field] as z.ZodType, field, language),
    };
  };
};

/** The input's count of text units against the field's limit. */
export const unitsCount = (limit: number) => ({
  formatter: ({ value }: { value: string }) => `${textUnits(value)} / ${limit}`,
});

/** One section of correctable facts (goods, transport, insurance) or a party (applicant, insured). */
export function FieldsCard({
  section,
  children,
}: {
  section: ChangeSection | 'applicant' | 'insured';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      variant="borderless"
      title={t(`correctionWeb.section.${section}`)}
      style={{ marginBottom: 16 }}
      data-testid={`correction-${section}`}
    >
      <Row gutter={16}>{children}</Row>
    </Card>
  );
}
