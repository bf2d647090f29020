import { z } from 'zod';

/** Switch names: 1–64 letters, digits, dots, underscores or hyphens (e.g. `print.dispatch.switch`). */
export const SWITCH_NAME_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
/** At most this many names in one getDeptSwitch call. */
export const MAX_SWITCH_NAMES = 50;

export const ZSwitchName = z.string().regex(SWITCH_NAME_PATTERN, 'error.fieldInvalid');

/** Path parameters of getSwitch/{name} and getSwitchValue/{name}. */
export const ZSwitchParams = z.object({ switchName: ZSwitchName });

/** POST /cargo/api/switch/getSwitch/{name} and /cargo/openApi/switch/getSwitch/{name}. */
export const ZSwitchState = z.object({ name: z.string(), enabled: z.boolean() });
export type SwitchState = z.infer<typeof ZSwitchState>;

/** POST /cargo/api/switch/getSwitchValue/{name}: the raw value, null when the switch is not configured. */
export const ZSwitchValue = z.object({ name: z.string(), value: z.string().nullable() });
export type SwitchValue = z.infer<typeof ZSwitchValue>;

/** POST /cargo/api/switch/getSwitches: every switch by name. */
export const ZSwitchRecord = z.record(z.string(), z.string());
export type SwitchRecord = z.infer<typeof ZSwitchRecord>;

/** POST /cargo/api/switch/getDeptSwitch?departmentCode=&nameList=a,b (query string). */
export const ZDeptSwitchQuery = z.object({
  departmentCode: z
    .string()
    .trim()
    .min(1, 'error.fieldRequired')
    .max(32)
    .regex(/^[A-Za-z0-9_-]+$/, 'error.fieldInvalid'),
  nameList: z
    .string()
    .transform((list) =>
      list
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ZSwitchName).min(1, 'error.fieldRequired').max(MAX_SWITCH_NAMES)),
});
export type DeptSwitchQuery = z.infer<typeof ZDeptSwitchQuery>;
/** The requested switches by name; a name that is not configured answers null. */
export const ZDeptSwitchRecord = z.record(z.string(), z.string().nullable());
export type DeptSwitchRecord = z.infer<typeof ZDeptSwitchRecord>;

/** POST /cargo/api/gray/query: whether the vessel-position item is released to this user. */
export const ZGrayStatus = z.object({ grayShipStatus: z.boolean() });
export type GrayStatus = z.infer<typeof ZGrayStatus>;

/** POST /cargo/limit/isLimit: `{ isLimit }`, or code 88888 with the maintenance message. */
export const ZLimitStatus = z.object({ isLimit: z.boolean() });
export type LimitStatus = z.infer<typeof ZLimitStatus>;
