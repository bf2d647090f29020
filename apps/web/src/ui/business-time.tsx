import { Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * Times from the server are China time, 'YYYY-MM-DD HH:mm:ss' (the business clock, `chinaDateTime`).
 * They are shown as they are, never converted to the browser's zone, and carry the zone's name, so that
 * a customer in Europe or America does not read 05:30 Beijing time as their own 05:30.
 */

/** "2026-11-24 05:30 (Beijing time)"; '' when there is no time. */
export const businessTimeText = (value: string | null | undefined, t: TFunction): string =>
  value ? t('shell.clock.time', { time: value.slice(0, 16) }) : '';

/** A table cell: the date, and under it the time with the zone's name; '-' when there is none. */
export function BusinessTimeCell({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation();
  if (!value) return <>-</>;
  return (
    <span title={businessTimeText(value, t)} style={{ whiteSpace: 'nowrap' }}>
      {value.slice(0, 10)}
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {`${value.slice(11, 16)} ${t('shell.clock.zone')}`}
      </Typography.Text>
    </span>
  );
}
