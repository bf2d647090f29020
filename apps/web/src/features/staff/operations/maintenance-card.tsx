import { type MaintenanceState, ZMaintenanceScheduleBody } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { SubmitButton } from '../../../ui/form-fields.tsx';
import { showServerIssues, useRevalidateOnLanguageChange, zodRule } from '../../../ui/zod-form.ts';
import { endMaintenance, operationsKeys, scheduleMaintenance } from './operations.api.ts';
import { SectionHeading } from './section-heading.tsx';

interface WindowValues {
  from: string;
  minutes: number | null;
}

const FIELDS = ZMaintenanceScheduleBody.shape;

/** Setting and ending the window, each confirmed; field refusals go back to the form. */
const useMaintenanceActions = (form: FormInstance<WindowValues>) => {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: operationsKeys.switches });
  const schedule = useMutation({
    mutationFn: (values: WindowValues) =>
      scheduleMaintenance({ from: values.from.trim(), minutes: values.minutes ?? Number.NaN }),
    onSuccess: () => {
      message.success(t('operations.maintenance.saved'));
      refresh();
    },
    onError: (error) => {
      if (showServerIssues(form, error) === undefined) message.error(error.message);
    },
  });
  const end = useMutation({
    mutationFn: endMaintenance,
    onSuccess: () => {
      message.success(t('operations.maintenance.ended'));
      refresh();
    },
  });
  const confirmSchedule = (values: WindowValues) =>
    modal.confirm({
      title: t('operations.maintenance.confirmSchedule'),
      okText: t('operations.maintenance.schedule'),
      cancelText: t('operations.common.cancel'),
      onOk: () => schedule.mutateAsync(values).catch(() => undefined),
    });
  const confirmEnd = () =>
    modal.confirm({
      title: t('operations.maintenance.confirmEnd'),
      okText: t('operations.maintenance.end'),
      cancelText: t('operations.common.cancel'),
      onOk: () => end.mutateAsync().catch(() => undefined),
    });

  return { schedule, end, confirmSchedule, confirmEnd };
};

/** Whether customers are held off now, and the window or switch that does it. */
function MaintenanceStatus({ state }: { state: MaintenanceState }) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Tag color={state.active ? 'red' : 'green'} data-testid="maintenance-state">
        {t(state.active ? 'operations.maintenance.active' : 'operations.maintenance.inactive')}
      </Tag>
      {state.from !== '' ? (
        <Alert
          type="warning"
          showIcon
          title={t('operations.maintenance.scheduled', { from: state.from, until: state.until })}
        />
      ) : null}
      {state.switchedOn ? (
        <Alert type="warning" showIcon title={t('operations.maintenance.switchedOn')} />
      ) : null}
    </Space>
  );
}

/** Where maintenance stands, the window's form and the way to end it at once. */
export function MaintenanceCard({ state, canEdit }: { state: MaintenanceState; canEdit: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<WindowValues>();
  useRevalidateOnLanguageChange(form, language);
  const { schedule, end, confirmSchedule, confirmEnd } = useMaintenanceActions(form);

  return (
    <Card
      title={<SectionHeading>{t('operations.maintenance.title')}</SectionHeading>}
      data-testid="maintenance-card"
    >
      <Typography.Paragraph type="secondary">{t('operations.maintenance.intro')}</Typography.Paragraph>
      <MaintenanceStatus state={state} />
      <Form<WindowValues>
        form={form}
        layout="inline"
        initialValues={{ from: '', minutes: 60 }}
        onFinish={confirmSchedule}
        disabled={!canEdit}
        style={{ rowGap: 12 }}
      >
        <Form.Item
          name="from"
          label={t('field.from')}
          extra={t('operations.maintenance.fromHint')}
          rules={[zodRule(FIELDS.from, 'from', language)]}
        >
          <Input placeholder="2026-01-31 23:00" style={{ width: 180 }} data-testid="maintenance-from" />
        </Form.Item>
        <Form.Item
          name="minutes"
          label={t('field.minutes')}
          rules={[zodRule(FIELDS.minutes, 'minutes', language)]}
        >
          <InputNumber
            min={5}
            max={1440}
            precision={0}
            style={{ width: 120 }}
            data-testid="maintenance-minutes"
          />
        </Form.Item>
        <Space wrap>
          <SubmitButton pending={schedule.isPending} testId="maintenance-schedule">
            {t('operations.maintenance.schedule')}
          </SubmitButton>
          <Button
            danger
            disabled={!canEdit || !(state.active || state.from !== '')}
            loading={end.isPending}
            onClick={confirmEnd}
            data-testid="maintenance-end"
          >
            {t('operations.maintenance.end')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
