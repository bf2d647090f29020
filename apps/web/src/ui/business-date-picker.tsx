import { businessNow, chinaDateTime } from '@cargo/domain';
import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

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
