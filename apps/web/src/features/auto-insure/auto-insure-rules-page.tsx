import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import type {
  AutoInsureAction,
  AutoInsureRule,
  AutoInsureRuleFormInput,
  AutoInsureRules,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Empty,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import styles from '../../ui/page.module.css';
import { rowActionName } from '../../ui/row-action.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { useIsAccountAdmin } from '../user-admin/index.ts';
import {
  addRule,
  autoInsureKeys,
  changeRule,
  deleteRule,
  moveRule,
  policyChoicesQuery,
  rulesQuery,
  setDefaultAction,
} from './auto-insure.api.ts';
import { RuleConditions } from './rule-conditions.tsx';
import { RuleDrawer } from './rule-drawer.tsx';
import { useRuleOptions } from './use-rule-options.ts';

type Editing = { rule: AutoInsureRule | undefined } | undefined;

/** The buttons of a rule's row: up, down, edit, delete (administrators only). */
function RuleActions({
  rule,
  index,
  count,
  onMove,
  onEdit,
  onDelete,
}: {
  rule: AutoInsureRule;
  index: number;
  count: number;
  onMove: (direction: 'up' | 'down') => void;
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Space size={2} wrap>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={index === 0}
        onClick={() => onMove('up')}
        aria-label={rowActionName(t('autoInsureWeb.moveUp'), rule.ruleName)}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        onClick={() => onMove('down')}
        aria-label={rowActionName(t('autoInsureWeb.moveDown'), rule.ruleName)}
      />
      <Button
        type="link"
        size="small"
        icon={<EditOutlined />}
        onClick={onEdit}
        aria-label={rowActionName(t('autoInsureWeb.edit'), rule.ruleName)}
      >
        {t('autoInsureWeb.edit')}
      </Button>
      <Popconfirm
        title={t('autoInsureWeb.deleteTitle')}
        description={t('autoInsureWeb.deleteText', { name: rule.ruleName })}
        okText={t('autoInsureWeb.delete')}
        okButtonProps={{ danger: true }}
        cancelText={t('autoInsureWeb.drawer.cancel')}
        onConfirm={() => onDelete().catch(() => undefined)}
      >
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={rowActionName(t('autoInsureWeb.delete'), rule.ruleName)}
        >
          {t('autoInsureWeb.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

const ACTION_COLOR: Record<AutoInsureAction, string> = {
  declare: 'success',
  hold: 'warning',
  refuse: 'error',
};

/** The table's columns; administrators get the row's buttons. */
const useRuleColumns = (
  data: AutoInsureRules,
  admin: boolean,
  actions: {
    refresh: (answer: AutoInsureRules) => void;
    edit: (rule: AutoInsureRule) => void;
  },
): TableColumnsType<AutoInsureRule> => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const { policyNo } = data;
  const columns: TableColumnsType<AutoInsureRule> = [
    { key: 'order', title: t('autoInsureWeb.column.order'), width: 72, render: (_, __, index) => index + 1 },
    {
      key: 'rule',
      title: t('autoInsureWeb.column.rule'),
      render: (_, rule) => (
        <Space direction="vertical" size={0}>
          <strong>{rule.ruleName}</strong>
          {rule.enabled ? null : <Tag>{t('autoInsureWeb.off')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'conditions',
      title: t('autoInsureWeb.column.conditions'),
      render: (_, rule) => (
        <RuleConditions rule={rule} currencyCode={data.currencyCode} currencyIso={data.currencyIso} />
      ),
    },
    {
      key: 'action',
      title: t('autoInsureWeb.column.action'),
      render: (_, rule) => <Tag color={ACTION_COLOR[rule.action]}>{rule.actionName}</Tag>,
    },
  ];
  if (!admin) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      title: t('autoInsureWeb.column.operations'),
      render: (_, rule, index) => (
        <RuleActions
          rule={rule}
          index={index}
          count={data.rules.length}
          onMove={(direction) => void moveRule(policyNo, rule.id, direction).then(actions.refresh)}
          onEdit={() => actions.edit(rule)}
          onDelete={async () => {
            actions.refresh(await deleteRule(policyNo, rule.id));
            message.success(t('autoInsureWeb.deleted'));
          }}
        />
      ),
    },
  ];
};

/** What happens when no rule matches (administrators change it), and the button that adds a rule. */
function DefaultActionBar({
  data,
  admin,
  refresh,
  onAdd,
}: {
  data: AutoInsureRules;
  admin: boolean;
  refresh: (answer: AutoInsureRules) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const options = useRuleOptions();
  const changeDefault = useMutation({
    mutationFn: (action: AutoInsureAction) => setDefaultAction(data.policyNo, action),
    onSuccess: (answer) => {
      refresh(answer);
      message.success(t('autoInsureWeb.default.saved'));
    },
  });
  return (
    <Space wrap style={{ marginBottom: 16, justifyContent: 'space-between', width: '100%' }}>
      <Space wrap>
        <label htmlFor="auto-insure-default">{t('autoInsureWeb.default.title')}</label>
        <Select
          id="auto-insure-default"
          value={data.defaultAction}
          options={options.actions}
          disabled={!admin}
          loading={changeDefault.isPending}
          onChange={(action) => changeDefault.mutate(action)}
          style={{ minWidth: 200 }}
          data-testid="default-action"
        />
      </Space>
      {admin && (
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="rule-add">
          {t('autoInsureWeb.add')}
        </Button>
      )}
    </Space>
  );
}

/** The rules of one open policy, in order, with the default and, for administrators, the ways to change them. */
function PolicyRules({ data, admin }: { data: AutoInsureRules; admin: boolean }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>();
  const { policyNo } = data;
  const refresh = (answer: AutoInsureRules) =>
    queryClient.setQueryData(autoInsureKeys.rules(policyNo), answer);
  const columns = useRuleColumns(data, admin, { refresh, edit: (rule) => setEditing({ rule }) });
  const save = async (values: AutoInsureRuleFormInput) => {
    const rule = editing?.rule;
    refresh(await (rule ? changeRule(policyNo, rule.id, values) : addRule(policyNo, values)));
    message.success(t('autoInsureWeb.saved'));
    setEditing(undefined);
  };
  return (
    <Card variant="borderless">
      <DefaultActionBar
        data={data}
        admin={admin}
        refresh={refresh}
        onAdd={() => setEditing({ rule: undefined })}
      />
      <Table
        rowKey="id"
        columns={columns}
        dataSource={data.rules}
        pagination={false}
        locale={{ emptyText: <Empty description={t(`autoInsureWeb.empty.${data.defaultAction}`)} /> }}
        data-testid="rules-table"
      />
      <RuleDrawer
        open={editing !== undefined}
        rule={editing?.rule}
        currencyIso={data.currencyIso}
        onClose={() => setEditing(undefined)}
        onSave={save}
      />
    </Card>
  );
}

/** /auto-insure-rules?policyNo=…: the auto-insure rules of one of the account's open policies (issue 45). */
export default function AutoInsureRulesPage() {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('shell.page.autoInsureRules');
  const admin = useIsAccountAdmin();
  const [search, setSearch] = useSearchParams();
  const policies = useQuery(policyChoicesQuery());
  const policyNo = search.get('policyNo') ?? '';
  const rules = useQuery({ ...rulesQuery(policyNo), enabled: policyNo !== '' });
  return (
    <div className={styles.page} data-testid="auto-insure-page">
      <div className={styles.band}>
        <h2 className={styles.title}>{title}</h2>
        <p>{t('autoInsureWeb.intro')}</p>
        {!admin && <Alert type="info" showIcon message={t('autoInsureWeb.readOnly')} />}
        <Space wrap style={{ marginTop: 12 }}>
          <label htmlFor="auto-insure-policy">{t('autoInsureWeb.policy')}</label>
          <Select
            id="auto-insure-policy"
            value={policyNo || undefined}
            placeholder={t('autoInsureWeb.policyPlaceholder')}
            loading={policies.isPending}
            options={(policies.data?.list ?? []).map((policy) => ({
              value: policy.policyNo,
              label: `${policy.policyNo} · ${policy.productName}`,
            }))}
            onChange={(value: string) => setSearch({ policyNo: value })}
            style={{ minWidth: 360 }}
            data-testid="auto-insure-policy"
          />
        </Space>
      </div>
      {policyNo === '' ? (
        <Card variant="borderless">
          <Empty description={t('autoInsureWeb.noPolicy')} />
        </Card>
      ) : rules.isError ? (
        <Alert type="error" showIcon message={rules.error.message} />
      ) : rules.data ? (
        <PolicyRules data={rules.data} admin={admin} />
      ) : (
        <Card variant="borderless" loading />
      )}
    </div>
  );
}
