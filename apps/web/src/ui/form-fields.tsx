import type { MessageKey } from '@cargo/domain';
import { Button, Col, type ColProps, Form, type FormRule, Input, type InputProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TextKind = Pick<InputProps, 'maxLength' | 'inputMode' | 'autoComplete'>;

/** What the browser may fill a text field with, and the keyboard it shows, by what the field holds. */
const TEXT_KINDS = {
  name: { autoComplete: 'name' },
  mobile: { maxLength: 20, inputMode: 'tel', autoComplete: 'tel' },
  email: { inputMode: 'email', autoComplete: 'email' },
  organization: { autoComplete: 'organization' },
  address: { autoComplete: 'street-address' },
  /** A code the browser must not offer to fill (a credit code, an agent code). */
  code: { autoComplete: 'off' },
} satisfies Record<string, TextKind>;

/** One text field of a form, as data: its name, label and test id, and what it holds. */
export interface TextFieldSpec<Name extends string = string> {
  name: Name;
  label: MessageKey;
  testId: string;
  placeholder?: MessageKey;
  kind?: keyof typeof TEXT_KINDS;
  /** The longest text (the schema's limit); a kind's own (a mobile's 20) otherwise. */
  maxLength?: number;
  required?: boolean;
  extra?: MessageKey;
  tooltip?: MessageKey;
  /** Typed in capitals (a credit code). */
  upperCase?: boolean;
  /** Its width where the form is laid out inline. */
  width?: number;
}

/** A text field in its column of a form's grid. */
export type TextFieldInCol<Name extends string = string> = TextFieldSpec<Name> & { col: ColProps };

const upperCase = (value: string | undefined) => value?.toUpperCase();

/** A text field from its spec, checked by the rule given (the server's schema of the field). */
export function TextField<Name extends string>({
  spec,
  rule,
}: {
  spec: TextFieldSpec<Name>;
  rule?: FormRule;
}) {
  const { t } = useTranslation();
  const kind: TextKind = spec.kind === undefined ? {} : TEXT_KINDS[spec.kind];
  const name: string = spec.name;
  return (
    <Form.Item
      name={name}
      label={t(spec.label)}
      required={spec.required}
      rules={rule === undefined ? undefined : [rule]}
      extra={spec.extra === undefined ? undefined : t(spec.extra)}
      tooltip={spec.tooltip === undefined ? undefined : t(spec.tooltip)}
      normalize={spec.upperCase ? upperCase : undefined}
    >
      <Input
        {...kind}
        maxLength={spec.maxLength ?? kind.maxLength}
        placeholder={spec.placeholder === undefined ? undefined : t(spec.placeholder)}
        style={spec.width === undefined ? undefined : { width: spec.width }}
        data-testid={spec.testId}
      />
    </Form.Item>
  );
}

/** Text fields side by side in a form's grid, each in its column. */
export function TextFieldCols<Name extends string>({
  fields,
  rule,
}: {
  fields: readonly TextFieldInCol<Name>[];
  rule?: (name: Name) => FormRule;
}) {
  return fields.map((spec) => (
    <Col key={spec.name} {...spec.col}>
      <TextField spec={spec} rule={rule?.(spec.name)} />
    </Col>
  ));
}

/** A form's submit button, busy while what it sends is pending. */
export function SubmitButton({
  pending,
  testId,
  children,
}: {
  pending: boolean;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Button type="primary" htmlType="submit" loading={pending} data-testid={testId}>
      {children}
    </Button>
  );
}
