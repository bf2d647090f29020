import { DECLARATION_FIELD_NAMES, DECLARATION_REQUIRED_FIELDS, translate } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { BATCH_COLUMNS, BATCH_REQUIRED_COLUMNS, mapHeader } from './declaration-batch-columns.ts';

const headersWithout = (left: string) =>
  BATCH_COLUMNS.filter((name) => name !== left).map((name) => translate('zh-CN', `field.${name}`));

describe('batch columns', () => {
  it('has one column per certificate field and requires exactly the fields the domain requires', () => {
    expect(BATCH_COLUMNS).toEqual(DECLARATION_FIELD_NAMES);
    expect(BATCH_REQUIRED_COLUMNS).toEqual(DECLARATION_REQUIRED_FIELDS);
  });

  it('refuses a file without a required column and accepts one without an optional column', () => {
    for (const name of BATCH_COLUMNS) {
      const read = () => mapHeader(headersWithout(name));
      if (DECLARATION_REQUIRED_FIELDS.includes(name)) expect(read, name).toThrow();
      else expect(read, name).not.toThrow();
    }
  });
});
