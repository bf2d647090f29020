import { type EmbargoKind, ZEmbargoAddBody } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { isMessageKey } from '../../../i18n/index.ts';
import { addEmbargo, EMBARGO_KEY, embargoPlacesQuery } from './embargo.api.ts';

/** Operations add a country, or a port of a country, chosen by name, with its programme and a note. */
export function EmbargoAddForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<EmbargoKind>('port');
  const [country, setCountry] = useState<string>();
  const [port, setPort] = useState<string>();
  const [keyword, setKeyword] = useState('');
  const [programme, setProgramme] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string>();
  const countries = useQuery(embargoPlacesQuery({ kind: 'country', countryCode: '', keyword: '' }));
  const ports = useQuery({
    ...embargoPlacesQuery({ kind: 'port', countryCode: country ?? '', keyword }),
    enabled: kind === 'port' && country !== undefined,
  });
  const add = useMutation({
    mutationFn: () => {
      const parsed = ZEmbargoAddBody.safeParse({
        kind,
        code: kind === 'country' ? country : port,
        programme,
        note,
      });
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message ?? '';
        throw new Error(isMessageKey(key) ? t(key) : t('embargo.error.unknownPlace'));
      }
      return addEmbargo(parsed.data);
    },
    onSuccess: (added) => {
      message.success(t('embargo.add.done', { name: added.name }));
      setFailure(undefined);
      setPort(undefined);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: EMBARGO_KEY });
    },
    onError: (error) => setFailure(error.message),
  });
  return (
    <Form layout="vertical" onFinish={() => add.mutate()} data-testid="embargo-add-form">
      <Form.Item label={t('embargo.add.kind')}>
        <Segmented<EmbargoKind>
          value={kind}
          onChange={setKind}
          options={[
            { value: 'port', label: t('embargo.kind.port') },
            { value: 'country', label: t('embargo.kind.country') },
          ]}
          data-testid="embargo-kind"
        />
      </Form.Item>
      <Form.Item label={t('embargo.add.country')} required>
        <Select
          showSearch
          optionFilterProp="label"
          value={country}
          onChange={(value: string) => {
            setCountry(value);
            setPort(undefined);
          }}
          options={(countries.data ?? []).map((place) => ({ value: place.code, label: place.name }))}
          data-testid="embargo-country"
        />
      </Form.Item>
      {kind === 'port' && (
        <Form.Item label={t('embargo.add.port')} required>
          <Select
            showSearch
            filterOption={false}
            disabled={country === undefined}
            placeholder={t('embargo.add.portPlaceholder')}
            value={port}
            onSearch={setKeyword}
            onChange={(value: string) => setPort(value)}
            options={(ports.data ?? []).map((place) => ({ value: place.code, label: place.name }))}
            data-testid="embargo-port"
          />
        </Form.Item>
      )}
      <Form.Item label={t('embargo.add.programme')} required extra={t('embargo.add.programmeHint')}>
        <Input
          value={programme}
          maxLength={100}
          onChange={(event) => setProgramme(event.target.value)}
          data-testid="embargo-programme"
        />
      </Form.Item>
      <Form.Item label={t('embargo.add.note')}>
        <Input.TextArea
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          data-testid="embargo-note"
        />
      </Form.Item>
      {failure && <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />}
      <Button type="primary" htmlType="submit" loading={add.isPending} data-testid="embargo-add">
        {t('embargo.add.submit')}
      </Button>
    </Form>
  );
}
