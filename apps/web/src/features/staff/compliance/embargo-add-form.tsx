import { type EmbargoKind, ZEmbargoAddBody } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { isMessageKey } from '../../../i18n/index.ts';
import { addEmbargo, EMBARGO_KEY, embargoPlacesQuery } from './embargo.api.ts';

interface Place {
  kind: EmbargoKind;
  country?: string;
  port?: string;
}

/** The country, and for a port the port of that country, chosen by name (ports searched by name or code). */
function PlacePickers({ place, onChange }: { place: Place; onChange: (place: Place) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const countries = useQuery(embargoPlacesQuery({ kind: 'country', countryCode: '', keyword: '' }));
  const ports = useQuery({
    ...embargoPlacesQuery({ kind: 'port', countryCode: place.country ?? '', keyword }),
    enabled: place.kind === 'port' && place.country !== undefined,
  });
  return (
    <>
      <Form.Item label={t('embargo.add.country')} required htmlFor="embargo-country">
        <Select
          id="embargo-country"
          showSearch
          optionFilterProp="label"
          value={place.country}
          onChange={(country: string) => onChange({ kind: place.kind, country })}
          options={(countries.data ?? []).map((option) => ({ value: option.code, label: option.name }))}
          data-testid="embargo-country"
        />
      </Form.Item>
      {place.kind === 'port' && (
        <Form.Item label={t('embargo.add.port')} required htmlFor="embargo-port">
          <Select
            id="embargo-port"
            showSearch
            filterOption={false}
            disabled={place.country === undefined}
            placeholder={t('embargo.add.portPlaceholder')}
            value={place.port}
            onSearch={setKeyword}
            onChange={(port: string) => onChange({ ...place, port })}
            options={(ports.data ?? []).map((option) => ({ value: option.code, label: option.name }))}
            data-testid="embargo-port"
          />
        </Form.Item>
      )}
    </>
  );
}

/** Operations add a country, or a port of a country, chosen by name, with its programme and a note. */
export function EmbargoAddForm() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [place, setPlace] = useState<Place>({ kind: 'port' });
  const [programme, setProgramme] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string>();
  const add = useMutation({
    mutationFn: () => {
      const code = place.kind === 'country' ? place.country : place.port;
      const parsed = ZEmbargoAddBody.safeParse({ kind: place.kind, code, programme, note });
      if (!parsed.success) {
        const key = parsed.error.issues[0]?.message ?? '';
        throw new Error(isMessageKey(key) ? t(key) : t('embargo.error.unknownPlace'));
      }
      return addEmbargo(parsed.data);
    },
    onSuccess: (added) => {
      message.success(t('embargo.add.done', { name: added.name }));
      setFailure(undefined);
      setPlace({ kind: place.kind, country: place.country });
      setNote('');
      void queryClient.invalidateQueries({ queryKey: EMBARGO_KEY });
    },
    onError: (error) => setFailure(error.message),
  });
  return (
    <Form layout="vertical" onFinish={() => add.mutate()} data-testid="embargo-add-form">
      <Form.Item label={t('embargo.add.kind')}>
        <Segmented<EmbargoKind>
          aria-label={t('embargo.add.kind')}
          value={place.kind}
          onChange={(kind) => setPlace({ ...place, kind })}
          options={[
            { value: 'port', label: t('embargo.kind.port') },
            { value: 'country', label: t('embargo.kind.country') },
          ]}
          data-testid="embargo-kind"
        />
      </Form.Item>
      <PlacePickers place={place} onChange={setPlace} />
      <Form.Item
        label={t('embargo.add.programme')}
        required
        extra={t('embargo.add.programmeHint')}
        htmlFor="embargo-programme"
      >
        <Input
          id="embargo-programme"
          value={programme}
          maxLength={100}
          onChange={(event) => setProgramme(event.target.value)}
          data-testid="embargo-programme"
        />
      </Form.Item>
      <Form.Item label={t('embargo.add.note')} htmlFor="embargo-note">
        <Input.TextArea
          id="embargo-note"
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
