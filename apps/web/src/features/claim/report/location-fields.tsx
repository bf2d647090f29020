import { type BaseOption, CLAIM_LIMITS, LOSS_LOCATION_TYPES, toOptions } from '@cargo/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language.ts';
import { optionName } from '../../../ui/format.ts';
import {
  citiesOrDistrictsQuery,
  continentsQuery,
  countriesQuery,
  provincesQuery,
} from '../claim-report.api.ts';
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
  const { t } = useTranslation();
  const provinceCode = Form.useWatch<ReportFormValues['provinceCode']>('provinceCode');
  const cityCode = Form.useWatch<ReportFormValues['cityCode']>('cityCode');
  const provinces = useOptionsOf(useQuery(provincesQuery()));
  const cities = useOptionsOf(useQuery(citiesOrDistrictsQuery(provinceCode)));
  const districts = useOptionsOf(
    useQuery(citiesOrDistrictsQuery(cityCode ? provinceCode : undefined, cityCode)),
  );
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name="provinceCode" label={t('claimReportWeb.field.province')} required>
          <Select
            {...provinces}
            placeholder={t('claimReportWeb.common.choose')}
            data-testid="report-provinceCode"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="cityCode" label={t('claimReportWeb.field.city')} required>
          <Select
            {...cities}
            disabled={!provinceCode}
            placeholder={t(
              provinceCode ? 'claimReportWeb.common.choose' : 'claimReportWeb.loss.provinceFirst',
            )}
            data-testid="report-cityCode"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="districtCode" label={t('field.districtCode')}>
          <Select
            {...districts}
            disabled={!cityCode}
            placeholder={t(cityCode ? 'claimReportWeb.common.choose' : 'claimReportWeb.loss.cityFirst')}
            data-testid="report-districtCode"
          />
        </Form.Item>
      </Col>
    </>
  );
}

function OverseasFields() {
  const { t } = useTranslation();
  const continentCode = Form.useWatch<ReportFormValues['continentCode']>('continentCode');
  const continents = useOptionsOf(useQuery(continentsQuery()));
  const countries = useOptionsOf(useQuery(countriesQuery(continentCode)));
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item name="continentCode" label={t('claimReportWeb.field.continent')} required>
          <Select
            {...continents}
            placeholder={t('claimReportWeb.common.choose')}
            data-testid="report-continentCode"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={16}>
        <Form.Item name="countryCode" label={t('claimReportWeb.field.country')} required>
          <Select
            {...countries}
            disabled={!continentCode}
            placeholder={t(
              continentCode ? 'claimReportWeb.common.choose' : 'claimReportWeb.loss.continentFirst',
            )}
            data-testid="report-countryCode"
          />
        </Form.Item>
      </Col>
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
