import { FESTIVAL_IMAGES, HOLIDAY_IMAGE_SWITCH, type StaffSwitch } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { isMessageKey } from '../../../i18n/index.ts';
import { operationsKeys, setSwitch } from './operations.api.ts';

const FLAG_PAIRS: readonly (readonly [string, string])[] = [
  ['Y', 'N'],
  ['1', '0'],
  ['true', 'false'],
];

/** The on/off values of a flag switch, or undefined for a text switch. */
export const flagPairOf = (value: string) => FLAG_PAIRS.find((pair) => pair.includes(value));

/** A switch's name in the UI language. */
export const useSwitchLabel = () => {
  const { t } = useTranslation();
  return (name: string) => {
    const key = `operations.switch.label.${name}`;
    return isMessageKey(key) ? t(key) : t('operations.switch.label.other');
  };
};

const useSetSwitch = () => {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const label = useSwitchLabel();
  return useMutation({
    mutationFn: setSwitch,
    onSuccess: (changed) => {
      message.success(t('operations.switch.saved', { name: label(changed.name) }));
      void queryClient.invalidateQueries({ queryKey: operationsKeys.switches });
    },
    onError: (error) => message.error(error.message),
  });
};

/** A flag as a toggle, the festival image as a choice, any other switch as a short text; each change confirmed. */
export function SwitchValue({ entry, canEdit }: { entry: StaffSwitch; canEdit: boolean }) {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const label = useSwitchLabel();
  const save = useSetSwitch();
  const [text, setText] = useState(entry.value);
  const confirm = (value: string, shown: string) =>
    modal.confirm({
      title: t('operations.switch.confirmToggle', { name: label(entry.name), value: shown }),
      okText: t('operations.switch.save'),
      cancelText: t('operations.common.cancel'),
      onOk: () => save.mutateAsync({ name: entry.name, value }).catch(() => undefined),
    });
  const pair = flagPairOf(entry.value);
  if (pair !== undefined) {
    const [on, off] = pair;
    const checked = entry.value === on;
    // The state shown beside the toggle, not inside it: a control's name holds the text it shows (WCAG 2.5.3),
    // and the toggle is named after its switch; it says on or off itself (aria-checked).
    return (
      <Space size={8}>
        <Switch
          checked={checked}
          disabled={!canEdit}
          loading={save.isPending}
          aria-label={label(entry.name)}
          onChange={(next) =>
            confirm(next ? on : off, t(next ? 'operations.switch.on' : 'operations.switch.off'))
          }
          data-testid={`switch-${entry.name}`}
        />
        <span aria-hidden="true">{t(checked ? 'operations.switch.on' : 'operations.switch.off')}</span>
      </Space>
    );
  }
  if (entry.name === HOLIDAY_IMAGE_SWITCH) {
    return (
      <Select<string>
        value={entry.value}
        disabled={!canEdit}
        style={{ width: 200 }}
        aria-label={label(entry.name)}
        options={FESTIVAL_IMAGES.map((image) => ({ value: image, label: image }))}
        onChange={(value) => confirm(value, value)}
        data-testid={`switch-${entry.name}`}
      />
    );
  }
  return (
    <Space.Compact>
      <Input
        value={text}
        disabled={!canEdit}
        maxLength={200}
        aria-label={label(entry.name)}
        onChange={(event) => setText(event.target.value)}
        style={{ width: 200 }}
      />
      <Button
        disabled={!canEdit || text.trim() === entry.value}
        onClick={() => confirm(text.trim(), text.trim())}
      >
        {t('operations.switch.save')}
      </Button>
    </Space.Compact>
  );
}
