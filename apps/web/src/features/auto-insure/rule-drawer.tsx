import {
  AUTO_INSURE_MAX_WINDOW_DAYS,
  AUTO_INSURE_RULE_NAME_MAX,
  type AutoInsureRule,
  type AutoInsureRuleFormInput,
  ZAutoInsureRuleInput,
} from '@cargo/domain';
import {
  Button,
  Checkbox,
  Col,
  Drawer,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { AmountInput } from '../../ui/amount-input.tsx';
import { type NamePath, placeIssues, showServerIssues } from '../../ui/zod-form.ts';
import { useRuleOptions } from './use-rule-options.ts';

const HALF = { xs: 24, md: 12 };

const EMPTY: AutoInsureRuleFormInput = {
  ruleName: '',
  action: 'declare',
  enabled: true,
  conditions: {
    insuredMin: '',
    insuredMax: '',
    goodsCategories: [],
    departureCountries: [],
    destinationCountries: [],
    loadingPorts: [],
    dischargePorts: [],
    transportModes: [],
    departureWithinDays: null,
    departureNotPast: false,
  },
};

const formOf = (rule: AutoInsureRule | undefined): AutoInsureRuleFormInput =>
  rule
    ? { ruleName: rule.ruleName, action: rule.action, enabled: rule.enabled, conditions: rule.conditions }
    : EMPTY;

/** Antd leaves a cleared number or amount undefined: the schema's blanks are '' and null. */
const blanksFilled = (values: AutoInsureRuleFormInput): AutoInsureRuleFormInput => ({
  ...values,
  conditions: {
    ...values.conditions,
    insuredMin: values.conditions?.insuredMin ?? '',
    insuredMax: values.conditions?.insuredMax ?? '',
    departureWithinDays: values.conditions?.departureWithinDays ?? null,
  },
});

const name = (field: string): NamePath => ['conditions', field];

/** The conditions of a rule: value, goods, route, transport, departure window. */
function ConditionFields({ currencyIso }: { currencyIso: string }) {
  const { t } = useTranslation();
  const options = useRuleOptions();
  const multiple = {
    mode: 'multiple' as const,
    allowClear: true,
    placeholder: t('autoInsureWeb.drawer.any'),
  };
  const countrySelect = { ...multiple, options: options.countries, loading: options.countriesLoading };
  const ports = {
    mode: 'tags' as const,
    open: false,
    tokenSeparators: [','],
    placeholder: t('autoInsureWeb.drawer.any'),
  };
  return (
    <>
      <Row gutter={16}>
        <Col {...HALF}>
          <Form.Item name={name('insuredMin')} label={t('field.insuredMin')}>
            <AmountInput currency={currencyIso} placeholder={t('autoInsureWeb.drawer.any')} />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item name={name('insuredMax')} label={t('field.insuredMax')}>
            <AmountInput currency={currencyIso} placeholder={t('autoInsureWeb.drawer.any')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={name('goodsCategories')} label={t('field.goodsCategories')}>
        <Select {...multiple} options={options.goodsCategories} optionFilterProp="label" />
      </Form.Item>
      <Row gutter={16}>
        <Col {...HALF}>
          <Form.Item name={name('departureCountries')} label={t('field.departureCountries')}>
            <Select {...countrySelect} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item name={name('destinationCountries')} label={t('field.destinationCountries')}>
            <Select {...countrySelect} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item name={name('loadingPorts')} label={t('field.loadingPorts')}>
            <Select {...ports} />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item name={name('dischargePorts')} label={t('field.dischargePorts')}>
            <Select {...ports} />
          </Form.Item>
        </Col>
      </Row>
      <p style={{ marginTop: -8 }}>{t('autoInsureWeb.drawer.portsHint')}</p>
      <Form.Item name={name('transportModes')} label={t('field.transportModes')}>
        <Select {...multiple} options={options.transportModes} />
      </Form.Item>
      <Row gutter={16} align="bottom">
        <Col {...HALF}>
          <Form.Item name={name('departureWithinDays')} label={t('field.departureWithinDays')}>
            <InputNumber
              min={0}
              max={AUTO_INSURE_MAX_WINDOW_DAYS}
              precision={0}
              suffix={t('autoInsureWeb.drawer.days')}
              placeholder={t('autoInsureWeb.drawer.any')}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col {...HALF}>
          <Form.Item name={name('departureNotPast')} valuePropName="checked">
            <Checkbox>{t('field.departureNotPast')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}

/** Adds or changes a rule: the form is checked by the schema the server uses, the server's issues placed too. */
export function RuleDrawer({
  open,
  rule,
  currencyIso,
  onClose,
  onSave,
}: {
  open: boolean;
  rule: AutoInsureRule | undefined;
  currencyIso: string;
  onClose: () => void;
  onSave: (values: AutoInsureRuleFormInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const options = useRuleOptions();
  const [form] = Form.useForm<AutoInsureRuleFormInput>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue(formOf(rule));
  }, [open, rule, form]);

  const save = async () => {
    const values = blanksFilled(form.getFieldsValue(true) as AutoInsureRuleFormInput);
    const parsed = ZAutoInsureRuleInput.safeParse(values);
    const registered = form.getFieldsError().map((field) => field.name as NamePath);
    if (!parsed.success) {
      // The placed names are the form's own paths (read from it above), checked by the form, not the type.
      const anyField: FormInstance = form;
      anyField.setFields(placeIssues(parsed.error.issues, registered, language, values).placed);
      return;
    }
    setSaving(true);
    try {
      await onSave(values);
    } catch (error) {
      showServerIssues(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      destroyOnHidden
      size={640}
      title={t(rule ? 'autoInsureWeb.drawer.edit' : 'autoInsureWeb.drawer.add')}
      extra={
        <Space>
          <Button onClick={onClose}>{t('autoInsureWeb.drawer.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={save} data-testid="rule-save">
            {t('autoInsureWeb.drawer.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={formOf(rule)} data-testid="rule-form">
        <Row gutter={16}>
          <Col {...HALF}>
            <Form.Item name="ruleName" label={t('field.ruleName')} required>
              <Input maxLength={AUTO_INSURE_RULE_NAME_MAX} data-testid="rule-name" />
            </Form.Item>
          </Col>
          <Col {...HALF}>
            <Form.Item name="action" label={t('field.action')} required>
              <Select options={options.actions} data-testid="rule-action" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="enabled" label={t('autoInsureWeb.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <h3>{t('autoInsureWeb.drawer.conditions')}</h3>
        <ConditionFields currencyIso={currencyIso} />
      </Form>
    </Drawer>
  );
}
