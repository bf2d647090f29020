import { todayInChina } from '@cargo/domain';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Dayjs, dayjs } from '../../../i18n/dayjs.ts';
import { BusinessDatePicker, DATE_FORMAT } from '../../../ui/business-date-picker.tsx';
import { joinIncidentTime, splitIncidentTime } from './report-form-model.ts';

const TIME_FORMAT = 'HH:mm';

interface IncidentTimeInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** The cover period: days outside it cannot be picked (they can still be typed; the check says why). */
  period: { begin: string; end: string };
  disabled?: boolean;
}

/**
 * The incident time, China time 'YYYY-MM-DD HH:mm': a business day and a time of day (both pickers' "now"
 * is Beijing's). A half-typed value stays in the form as it is, so the draft keeps it.
 */
export function IncidentTimeInput({ id, value, onChange, period, disabled }: IncidentTimeInputProps) {
  const { t } = useTranslation();
  const { date, time } = splitIncidentTime(value);
  const today = todayInChina();
  const [latest] = [period.end, today].sort();
  const isOff = (day: Dayjs) => {
    const text = day.format(DATE_FORMAT);
    return text < period.begin || text > latest;
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <BusinessDatePicker
        id={id}
        style={{ width: '60%' }}
        value={date ? dayjs(date) : undefined}
        disabled={disabled}
        disabledDate={isOff}
        placeholder={t('claimReportWeb.loss.incidentDate')}
        aria-label={t('claimReportWeb.loss.incidentDate')}
        onChange={(day: Dayjs | null) =>
          onChange?.(joinIncidentTime(day ? day.format(DATE_FORMAT) : '', time))
        }
        data-testid="report-incident-date"
      />
      <BusinessDatePicker.TimePicker
        style={{ width: '40%' }}
        format={TIME_FORMAT}
        needConfirm={false}
        value={/^\d{2}:\d{2}$/.test(time) ? dayjs(`2000-01-01T${time}:00`) : undefined}
        disabled={disabled}
        placeholder={t('claimReportWeb.loss.incidentClock')}
        aria-label={t('claimReportWeb.loss.incidentClock')}
        onChange={(clock: Dayjs | null) =>
          onChange?.(joinIncidentTime(date, clock ? clock.format(TIME_FORMAT) : ''))
        }
        data-testid="report-incident-time"
      />
    </Space.Compact>
  );
}
