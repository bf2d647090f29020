import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { surveyAgentsQuery } from './lookups.api.ts';

interface SurveyAgentInputProps {
  form: FormInstance;
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
}

/**
 * The survey agent: free text, with the agents of the destination port's country offered
 * (`surveyAgent?areaCode=`). Choosing one also fills "claim payable at" with its city when that is empty.
 */
export function SurveyAgentInput({ form, value, onChange, id }: SurveyAgentInputProps) {
  const { t } = useTranslation();
  const destination = (Form.useWatch(['transport', 'destinationPort'], form) as string | undefined) ?? '';
  const agents = useQuery(surveyAgentsQuery(destination.slice(0, 2)));
  const options = (agents.data ?? []).map((agent) => ({
    value: agent.agentName,
    label: (
      <div style={{ whiteSpace: 'normal' }} data-testid={`survey-agent-${agent.agentCode}`}>
        <div>{agent.agentName}</div>
        <div style={{ fontSize: 12, opacity: 0.65 }}>{`${agent.city} · ${agent.phone} · ${agent.email}`}</div>
      </div>
    ),
  }));
  return (
    <AutoComplete
      id={id}
      value={value ?? undefined}
      options={options}
      maxLength={100}
      allowClear
      placeholder={
        destination === ''
          ? t('insuringWeb.surveyAgent.chooseDestination')
          : options.length > 0
            ? t('insuringWeb.surveyAgent.choose')
            : t('insuringWeb.surveyAgent.none')
      }
      filterOption={(input, option) =>
        String(option?.value ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
      onChange={(next: string | undefined) => onChange?.(next ?? '')}
      onSelect={(name: string | undefined) => {
        const agent = agents.data?.find((candidate) => candidate.agentName === name);
        const payableAt = form.getFieldValue(['insurance', 'claimPayableAt']) as string | undefined;
        if (agent && !payableAt) form.setFieldValue(['insurance', 'claimPayableAt'], agent.claimPayableAt);
      }}
      data-testid="transport-surveyAgent"
    />
  );
}
