import { type BaseOption, CLAIM_LIMITS, LOSS_LOCATION_TYPES, toOptions } from '@cargo/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { optionName } from '../../../ui/format.ts';
import {
  citiesOrDistrictsQuery,
  continentsQuery,
  countriesQuery,
  provincesQuery,
} from '../claim-report.api.ts';
import { ChoiceField } from './choice-field.tsx';
import type { ReportFormValues } from './report-form-model.ts';

/** A base-data list as Select props: its options in the server's order, named in the UI language. */
const useOptionsOf = (list: UseQueryResult<BaseOption[]>) => {
  const { language } = useLanguage();
  return {
    options: (list.data ?? []).map((option) => ({
      value: option.valueCode,
      label: optionName(option, language),
    })),
    loading: list.isFetching,
    showSearch: { optionFilterProp: 'label' },
    allowClear: true,
  };
};

function DomesticFields() {
  const provinceCode = Form.useWatch<ReportFormValues['provinceCode']>('provinceCode');
  const cityCode = Form.useWatch<ReportFormValues['cityCode']>('cityCode');
  const provinces = useOptionsOf(useQuery(provincesQuery()));
  const cities = useOptionsOf(useQuery(citiesOrDistrictsQuery(provinceCode)));
  const districts = useOptionsOf(
    useQuery(citiesOrDistrictsQuery(cityCode ? provinceCode : undefined, cityCode)),
  );
  return (
    <>
      <ChoiceField
        name="provinceCode"
        label="claimReportWeb.field.province"
        md={8}
        required
        select={provinces}
      />
      <ChoiceField
        name="cityCode"
        label="claimReportWeb.field.city"
        md={8}
        required
        select={cities}
        after={{ chosen: provinceCode, first: 'claimReportWeb.loss.provinceFirst' }}
      />
      <ChoiceField
        name="districtCode"
        label="field.districtCode"
        md={8}
        select={districts}
        after={{ chosen: cityCode, first: 'claimReportWeb.loss.cityFirst' }}
      />
    </>
  );
}

function OverseasFields() {
  const continentCode = Form.useWatch<ReportFormValues['continentCode']>('continentCode');
  const continents = useOptionsOf(useQuery(continentsQuery()));
  const countries = useOptionsOf(useQuery(countriesQuery(continentCode)));
  return (
    <>
      <ChoiceField
        name="continentCode"
        label="claimReportWeb.field.continent"
        md={8}
        required
        select={continents}
      />
      <ChoiceField
        name="countryCode"
        label="claimReportWeb.field.country"
        md={16}
        required
        select={countries}
        after={{ chosen: continentCode, first: 'claimReportWeb.loss.continentFirst' }}
      />
    </>
  );
}

/** Where the loss happened: in China (province, city, district) or abroad (continent, country), and the place. */
export function LocationFields() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const locationType = Form.useWatch<ReportFormValues['locationType']>('locationType');
  return (
    <Row gutter={16}>
      <Col xs={24}>
        <Form.Item name="locationType" label={t('field.locationType')} required>
          <Radio.Group
            optionType="button"
            options={toOptions(LOSS_LOCATION_TYPES, language)}
            data-testid="report-locationType"
          />
        </Form.Item>
      </Col>
      {locationType === 'overseas' ? <OverseasFields /> : <DomesticFields />}
      <Col xs={24}>
        <Form.Item name="locationDetail" label={t('field.locationDetail')}>
          <Input
            maxLength={CLAIM_LIMITS.locationDetail}
            placeholder={t('claimReportWeb.loss.locationDetailHint')}
            data-testid="report-locationDetail"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
