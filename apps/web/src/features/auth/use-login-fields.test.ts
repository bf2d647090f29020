import { describe, expect, it } from 'vitest';
import { firstIssueOfEachField } from './use-login-fields.ts';

const issue = (path: PropertyKey[], message: string) => ({ code: 'custom', path, message });

describe('firstIssueOfEachField', () => {
  it('keeps the first issue of each field, in the order the schema found them', () => {
    const shown = firstIssueOfEachField([
      issue(['account'], 'too short'),
      issue(['password'], 'required'),
      issue(['account'], 'bad characters'),
    ]);
    expect(shown).toEqual({
      account: issue(['account'], 'too short'),
      password: issue(['password'], 'required'),
    });
  });

  it('leaves out issues of no field (the whole request) rather than showing them under a wrong field', () => {
    expect(firstIssueOfEachField([issue([], 'request'), issue([0], 'index')])).toEqual({});
  });
});
