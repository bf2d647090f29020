import { businessNow, chinaDateTime } from '@cargo/domain';
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import type { FormItemProps } from 'antd';
import { DatePicker } from 'antd';
import { type Dayjs, dayjs } from '../i18n/dayjs.ts';

/**
 * The portal's date picker. Its "now" is the wall time in Beijing (the business clock), not the
 * browser's: the highlighted today cell and the Today button give the China day to a customer in any
 * zone, the same day the server checks dates against. Values stay 'YYYY-MM-DD' calendar days.
 */
const chinaWallTime = (): Dayjs => dayjs(chinaDateTime(businessNow()));

export const BusinessDatePicker = DatePicker.generatePicker<Dayjs>({
  ...dayjsGenerateConfig,
  getNow: chinaWallTime,
});

/** How business dates travel in forms and on the wire. */
export const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Form.Item props binding a BusinessDatePicker to a 'YYYY-MM-DD' string, so the form holds exactly what the
 * schema checks; a cleared picker gives `empty`.
 */
export const dateBinding = <Empty extends '' | undefined>(
  empty: Empty,
): Pick<FormItemProps, 'getValueProps' | 'normalize'> => ({
  getValueProps: (value: unknown) => ({
    value: typeof value === 'string' && value !== '' ? dayjs(value, DATE_FORMAT) : undefined,
  }),
  normalize: (value: Dayjs | null | undefined) => (value ? value.format(DATE_FORMAT) : empty),
});
