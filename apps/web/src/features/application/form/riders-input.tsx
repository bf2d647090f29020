import type { UserProduct } from '@cargo/domain';
import { Checkbox, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../ui/amount-input.tsx';

export interface RiderValue {
  riderCode: string;
  riderSumInsured?: string | null;
}

interface RidersInputProps {
  value?: RiderValue[] | null;
  onChange?: (value: RiderValue[]) => void;
  riders: UserProduct['riders'];
  mainClause: string | undefined;
  mainClauseName: string | undefined;
  currencyIso: string;
  id?: string;
}

/**
 * Extension riders of the product (SPEC §3 insurance info). A rider's sum insured defaults to the main sum
 * insured and may not exceed it (SPEC §5); one already included in the main clause cannot be added.
 */
export function RidersInput({
  value,
  onChange,
  riders,
  mainClause,
  mainClauseName,
  currencyIso,
  id,
}: RidersInputProps) {
  const { t } = useTranslation();
  const chosen = value ?? [];
  if (riders.length === 0) {
    return <Typography.Text type="secondary">{t('insuringWeb.insurance.noRiders')}</Typography.Text>;
  }
  const toggle = (code: string, checked: boolean) => {
    const rest = chosen.filter((rider) => rider.riderCode !== code);
    onChange?.(checked ? [...rest, { riderCode: code, riderSumInsured: null }] : rest);
  };
  const setSum = (code: string, sum: string | null) =>
    onChange?.(
      chosen.map((rider) => (rider.riderCode === code ? { ...rider, riderSumInsured: sum } : rider)),
    );

  return (
    <div id={id} style={{ display: 'grid', gap: 8 }} data-testid="riders">
      {riders.map((rider) => {
        const included = mainClause !== undefined && rider.includedIn.includes(mainClause);
        const current = chosen.find((item) => item.riderCode === rider.code);
        return (
          <div
            key={rider.code}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              padding: '8px 12px',
              border: '1px solid #e6ebf2',
              borderRadius: 6,
              background: current ? '#f5f8ff' : '#fff',
              flexWrap: 'wrap',
            }}
          >
            <Checkbox
              checked={current !== undefined}
              disabled={included}
              onChange={(event) => toggle(rider.code, event.target.checked)}
              data-testid={`rider-${rider.code}`}
            >
              {rider.name}
            </Checkbox>
            <Typography.Text type="secondary">
              {t('insuringWeb.insurance.riderRate', { rate: rider.rate })}
            </Typography.Text>
            {included && (
              <Tag>{t('insuringWeb.insurance.riderIncluded', { clause: mainClauseName ?? '' })}</Tag>
            )}
            {current && (
              <AmountInput
                currency={currencyIso}
                style={{ marginLeft: 'auto', width: 240 }}
                value={current.riderSumInsured ?? null}
                placeholder={t('insuringWeb.insurance.riderSumPlaceholder')}
                aria-label={t('field.riderSumInsured')}
                onChange={(next) => setSum(rider.code, next === null || next === '' ? null : String(next))}
                data-testid={`rider-sum-${rider.code}`}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}
