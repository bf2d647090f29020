import type { ShipInfo } from '@cargo/domain/schemas/basedata-lookups';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, type FormInstance, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { shipInfoQuery } from './lookups.api.ts';

const OUTCOME_ALERT = { accepted: 'success', loading: 'warning', referred: 'error' } as const;

/**
 * Finds the vessel in the register by name or IMO number (`queryShipInfo`) and fills the conveyance name,
 * ship age and class society; shows the vessel's age and class and what the ship-age rule makes of it.
 */
export function VesselLookup({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword, 300);
  const ships = useQuery(shipInfoQuery(debounced.trim()));
  const [chosen, setChosen] = useState<ShipInfo>();

  const choose = (imo: string | undefined) => {
    const ship = ships.data?.find((candidate) => candidate.imo === imo);
    setChosen(ship);
    if (!ship) return;
    form.setFieldValue(['transport', 'conveyanceName'], ship.vesselName);
    form.setFieldValue(['transport', 'shipAge'], ship.shipAge);
    form.setFieldValue(['transport', 'iacsClass'], ship.classSociety);
  };

  return (
    <>
      <Col xs={24} md={16}>
        <Select
          style={{ width: '100%', marginBottom: 12 }}
          allowClear
          value={chosen?.imo}
          aria-label={t('insuringWeb.vessel.lookup')}
          placeholder={t('insuringWeb.vessel.lookup')}
          showSearch={{ filterOption: false, onSearch: setKeyword, searchValue: keyword }}
          loading={ships.isFetching}
          notFoundContent={
            debounced.trim().length < 2
              ? t('insuringWeb.vessel.typeMore')
              : ships.isFetching
                ? t('insuringWeb.port.searching')
                : ships.isError
                  ? t('insuringWeb.vessel.failed')
                  : t('insuringWeb.vessel.none')
          }
          options={(ships.data ?? []).map((ship) => ({
            value: ship.imo,
            label: `${ship.displayName} · IMO ${ship.imo}`,
          }))}
          onChange={(imo: string | undefined) => {
            setKeyword('');
            choose(imo);
          }}
          data-testid="transport-vesselLookup"
        />
      </Col>
      {chosen && (
        <Col xs={24}>
          <Alert
            type={OUTCOME_ALERT[chosen.outcome]}
            showIcon
            style={{ marginBottom: 12 }}
            title={t('insuringWeb.vessel.summary', {
              name: chosen.displayName,
              imo: chosen.imo,
              type: chosen.vesselTypeName,
              year: chosen.buildYear,
              count: chosen.shipAge,
              society: chosen.classSocietyName,
              flag: chosen.flagName,
            })}
            description={chosen.outcomeText}
            data-testid="transport-vesselOutcome"
          />
        </Col>
      )}
    </>
  );
}
