import { type ClientRecord, type ClientRecordKind, ZClientRecordRequest } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { insuringKeys } from '../../../api/insuring.api.ts';
import { describeIssue } from '../../../i18n/index.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { saveClient } from '../../client/index.ts';
import {
  CLIENT_FIELD_NAMES,
  type ClientPart,
  type ClientSide,
  clientFactsOf,
  clientSectionOf,
  type FormValues,
  factsOfRecord,
  recordInputOfFacts,
} from './form-values.ts';

/** Record field → part of the form's client, so a save error lands on the form's field. */
const RECORD_FIELD_PARTS: Record<string, ClientPart> = {
  clientType: 'kind',
  clientName: 'name',
  idType: 'idType',
  idNo: 'idNo',
  contactName: 'contact',
  phone: 'phone',
  address: 'address',
  email: 'email',
  birthday: 'birthday',
  sex: 'sex',
};

export const RECORD_KIND: Record<ClientSide, ClientRecordKind> = {
  applicant: 'applicant',
  insured: 'insured',
};

/**
 * The frequent clients of the form: pick one into a side (the picker drawer), save a side as one, copy
 * the applicant to the insured. `onChanged` is told of every change made to the form.
 */
export function useFrequentClients(form: FormInstance, onChanged: () => void) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [picker, setPicker] = useState<ClientSide | undefined>();
  const [savingRecord, setSavingRecord] = useState<ClientSide | undefined>();

  const applyRecord = (side: ClientSide, record: ClientRecord) => {
    const section = clientSectionOf(side, factsOfRecord(record));
    for (const [field, value] of Object.entries(section)) form.setFieldValue([side, field], value);
    form.setFields(Object.keys(section).map((field) => ({ name: [side, field], errors: [] })));
    onChanged();
    setPicker(undefined);
    message.success(t('insuringWeb.client.applied', { name: record.clientName }));
  };

  const saveAsRecord = async (side: ClientSide) => {
    const input = recordInputOfFacts(clientFactsOf(side, form.getFieldsValue(true) as FormValues));
    const parsed = ZClientRecordRequest.safeParse(input);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => {
          const part = RECORD_FIELD_PARTS[String(issue.path[0])] ?? 'name';
          return {
            name: [side, CLIENT_FIELD_NAMES[side][part]],
            errors: [describeIssue(language, issue, input)],
          };
        }),
      );
      return;
    }
    setSavingRecord(side);
    try {
      await saveClient(RECORD_KIND[side], parsed.data, false);
      await queryClient.invalidateQueries({ queryKey: [...insuringKeys.all, 'clients'] });
      message.success(t('insuringWeb.client.recordSaved', { name: parsed.data.clientName }));
    } catch {
      // Shown by the request wrapper.
    } finally {
      setSavingRecord(undefined);
    }
  };

  const copyApplicantToInsured = () => {
    const facts = clientFactsOf('applicant', form.getFieldsValue(true) as FormValues);
    const section = clientSectionOf('insured', facts);
    for (const [field, value] of Object.entries(section)) form.setFieldValue(['insured', field], value);
    onChanged();
  };

  return { picker, setPicker, savingRecord, applyRecord, saveAsRecord, copyApplicantToInsured };
}

export type FrequentClients = ReturnType<typeof useFrequentClients>;
