import type {
  ClientRecord,
  ClientRecordInput,
  EndpointDeclaration,
  EndpointInput,
  Page,
} from '@cargo/domain';
import { clientEndpoints } from '@cargo/domain/api/client';
import { describe, expect, it } from 'vitest';
import { clientRecords } from '../../db/schema/index.ts';
import { countRows, logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const put = <E extends EndpointDeclaration>(
  endpoint: E,
  input: EndpointInput<E>,
  cookie = ctx.token,
  lang?: 'zh' | 'en',
) => call(ctx.app, endpoint, input, { cookie, lang });

const company = (overrides: Partial<ClientRecordInput> = {}): ClientRecordInput => ({
  clientType: 'group',
  clientName: '宁波海联进出口有限公司',
  idType: '10',
  idNo: '91350100M000100Y43',
  contactName: '陈立',
  phone: '13912345678',
  email: 'chen@hailian.test',
  ...overrides,
});
type SaveInput = EndpointInput<typeof clientEndpoints.saveApplicant>;
const saveApplicant = (body: SaveInput, isDefault?: 'Y' | 'N', cookie = ctx.token, lang?: 'zh' | 'en') =>
  call(ctx.app, clientEndpoints.saveApplicant, { ...body, isDefault }, { cookie, lang });
const saveInsured = (body: SaveInput, isDefault?: 'Y' | 'N') =>
  call(ctx.app, clientEndpoints.saveInsured, { ...body, isDefault }, { cookie: ctx.token });

describe('client records', () => {
  it('lists the seeded applicants and insureds, the default first', async () => {
    const applicants = data<Page<ClientRecord>>(
      await call(ctx.app, clientEndpoints.listApplicants, {}, { cookie: ctx.token, lang: 'en' }),
    );
    expect(applicants).toMatchObject({ total: 1, pageNo: 1, pageSize: 10 });
    expect(applicants.list[0]).toMatchObject({
      kind: 'applicant',
      clientName: '上海远洋贸易有限公司',
      idTypeName: 'Unified social credit code',
      isDefault: 'Y',
    });
    const insureds = data<Page<ClientRecord>>(
      await call(ctx.app, clientEndpoints.listInsureds, {}, { cookie: ctx.token }),
    );
    expect(insureds.total).toBe(3);
    expect(insureds.list[0]!.isDefault).toBe('Y');
    const byName = data<Page<ClientRecord>>(
      await call(ctx.app, clientEndpoints.listInsureds, { clientName: 'hamburg' }, { cookie: ctx.token }),
    );
    expect(byName.list.map((c) => c.clientName)).toEqual(['Hamburg Haushaltswaren GmbH']);
  });

  it('saves a client, updates it by its identity instead of duplicating it, and derives birthday and sex', async () => {
    const before = await countRows(ctx.app, clientRecords);
    const saved = data<ClientRecord>(await saveApplicant(company()));
    expect(saved).toMatchObject({ kind: 'applicant', isDefault: 'N', birthday: null, sex: null });
    const again = data<ClientRecord>(await saveApplicant(company({ contactName: '陈立新' })));
    expect(again).toMatchObject({ id: saved.id, contactName: '陈立新' });
    expect(await countRows(ctx.app, clientRecords)).toBe(before + 1);

    const person = data<ClientRecord>(
      await saveInsured({
        clientType: 'personal',
        clientName: '刘德',
        idType: '01',
        idNo: '440524188001010014',
        birthday: '1999-09-09',
        sex: 'F',
      }),
    );
    expect(person).toMatchObject({ kind: 'insured', birthday: '1880-01-01', sex: 'M' });
    const passport = data<ClientRecord>(
      await saveInsured({
        clientType: 'personal',
        clientName: 'John Smith',
        idType: '02',
        idNo: 'E12345678',
        birthday: '1985-04-02',
        sex: 'M',
      }),
    );
    expect(passport).toMatchObject({ birthday: '1985-04-02', sex: 'M' });
  });

  it('keeps the optional fields an update leaves out, and clears those sent empty', async () => {
    const passport = {
      clientType: 'personal',
      clientName: 'Anna Berg',
      idType: '02',
      idNo: 'K7654321',
    } as const;
    const saved = data<ClientRecord>(
      await saveApplicant({
        ...passport,
        address: 'Oslo',
        birthday: '1990-02-03',
        sex: 'F',
        email: 'a@b.no',
      }),
    );
    const renamed = data<ClientRecord>(
      await saveApplicant({ ...passport, id: String(saved.id), clientName: 'Anna Berg-Lund' }),
    );
    expect(renamed).toMatchObject({
      id: saved.id,
      clientName: 'Anna Berg-Lund',
      address: 'Oslo',
      email: 'a@b.no',
      birthday: '1990-02-03',
      sex: 'F',
    });
    const cleared = data<ClientRecord>(
      await saveApplicant({ ...passport, address: '', email: '', birthday: '', sex: '' }),
    );
    expect(cleared).toMatchObject({ id: saved.id, address: '', email: '', birthday: null, sex: null });
  });

  it('refuses invalid identities with the field named, and writes nothing', async () => {
    const before = await countRows(ctx.app, clientRecords);
    const personalOther = await saveApplicant(
      { clientType: 'personal', clientName: '李四', idType: '99', idNo: 'A1234567' },
      undefined,
      ctx.token,
      'en',
    );
    expect(personalOther.statusCode).toBe(400);
    expect(personalOther.json().message).toBe('ID type: Individual clients cannot use the ID type "Other"');
    const badUscc = await saveApplicant(company({ idNo: '91350100M000100Y44' }));
    expect(badUscc.statusCode).toBe(400);
    expect(badUscc.json().message).toMatch(/^证件号码：/);
    const sequential = await saveApplicant({
      clientType: 'personal',
      clientName: '王五',
      idType: '02',
      idNo: '12345678',
    });
    expect(sequential.json().message).toBe('证件号码：证件号码不能为连续或重复的字符');
    const badPhone = await saveApplicant(company({ phone: '0571-8888' }), undefined, ctx.token, 'en');
    expect(badPhone.json().message).toMatch(/^Contact phone: /);
    expect(await countRows(ctx.app, clientRecords)).toBe(before);
  });

  it('keeps one default per kind; the default cannot be deleted', async () => {
    const previous = data<ClientRecord>(
      await call(ctx.app, clientEndpoints.getDefaultApplicant, {}, { cookie: ctx.token }),
    );
    const other = data<ClientRecord>(
      await saveApplicant(company({ idNo: '91512081MA62K0260E', clientName: '成都' }), 'Y'),
    );
    expect(other.isDefault).toBe('Y');
    const current = data<ClientRecord>(
      await call(ctx.app, clientEndpoints.getDefaultApplicant, {}, { cookie: ctx.token }),
    );
    expect(current.id).toBe(other.id);
    const list = data<Page<ClientRecord>>(
      await call(ctx.app, clientEndpoints.listApplicants, {}, { cookie: ctx.token }),
    );
    expect(list.list.filter((c) => c.isDefault === 'Y').map((c) => c.id)).toEqual([other.id]);

    const back = data<ClientRecord>(await put(clientEndpoints.setDefaultApplicant, { id: previous.id }));
    expect(back).toMatchObject({ id: previous.id, isDefault: 'Y' });
    // Concurrent default changes still leave exactly one default.
    await Promise.all([
      put(clientEndpoints.setDefaultApplicant, { id: other.id }),
      put(clientEndpoints.setDefaultApplicant, { id: previous.id }),
    ]);
    const defaults = data<Page<ClientRecord>>(
      await call(ctx.app, clientEndpoints.listApplicants, {}, { cookie: ctx.token }),
    ).list.filter((c) => c.isDefault === 'Y');
    expect(defaults).toHaveLength(1);
    const defaultId = defaults[0]!.id;
    const nonDefaultId = defaultId === other.id ? previous.id : other.id;

    const before = await countRows(ctx.app, clientRecords);
    const refused = await call(
      ctx.app,
      clientEndpoints.deleteClient,
      { id: defaultId },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The default client cannot be deleted; make another client the default first',
    );
    const batch = await call(
      ctx.app,
      clientEndpoints.batchDeleteClients,
      { ids: [nonDefaultId, defaultId] },
      { cookie: ctx.token },
    );
    expect(batch.statusCode).toBe(409);
    expect(await countRows(ctx.app, clientRecords)).toBe(before);
    expect(
      data(await call(ctx.app, clientEndpoints.deleteClient, { id: nonDefaultId }, { cookie: ctx.token })),
    ).toBeNull();
    expect(await countRows(ctx.app, clientRecords)).toBe(before - 1);

    // The insured default is separate: an applicant id is not an insured.
    expect((await put(clientEndpoints.setDefaultInsured, { id: defaultId })).statusCode).toBe(404);
    const insuredDefault = data<ClientRecord>(
      await call(ctx.app, clientEndpoints.getDefaultInsured, {}, { cookie: ctx.token }),
    );
    expect(insuredDefault.kind).toBe('insured');
  });

  it('batch-deletes non-default clients all together', async () => {
    const a = data<ClientRecord>(
      await saveInsured({ clientType: 'group', clientName: 'A Co', idType: '99', idNo: 'A100200' }),
    );
    const b = data<ClientRecord>(
      await saveInsured({ clientType: 'group', clientName: 'B Co', idType: '99', idNo: 'B100200' }),
    );
    const before = await countRows(ctx.app, clientRecords);
    expect(
      data(
        await call(ctx.app, clientEndpoints.batchDeleteClients, { ids: [a.id, b.id] }, { cookie: ctx.token }),
      ),
    ).toEqual({ deleted: 2 });
    expect(await countRows(ctx.app, clientRecords)).toBe(before - 2);
  });

  it('answers not found for another account’s clients and shows it none', async () => {
    const mine = data<ClientRecord>(
      await saveApplicant(company({ idNo: '91330106MA27YK1P4W', clientName: '顺达' })),
    );
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const before = await countRows(ctx.app, clientRecords);
    expect((await put(clientEndpoints.setDefaultApplicant, { id: mine.id }, hangzhou)).statusCode).toBe(404);
    expect(
      (await call(ctx.app, clientEndpoints.deleteClient, { id: mine.id }, { cookie: hangzhou })).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx.app, clientEndpoints.batchDeleteClients, { ids: [mine.id] }, { cookie: hangzhou }))
        .statusCode,
    ).toBe(404);
    expect((await saveApplicant({ ...company(), id: mine.id }, undefined, hangzhou)).statusCode).toBe(404);
    expect(
      data(await call(ctx.app, clientEndpoints.getDefaultApplicant, {}, { cookie: hangzhou })),
    ).toBeNull();
    const theirs = data<Page<ClientRecord>>(
      await call(ctx.app, clientEndpoints.listApplicants, {}, { cookie: hangzhou }),
    );
    expect(theirs.total).toBe(0);
    expect(await countRows(ctx.app, clientRecords)).toBe(before);
  });

  it('takes 20 concurrent first saves of one identity in an account without clients as one record', async () => {
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const listed = async () =>
      data<Page<ClientRecord>>(await call(ctx.app, clientEndpoints.listApplicants, {}, { cookie: hangzhou }));
    expect((await listed()).total).toBe(0);
    const body = company({ idNo: '91330106MA27YK1P4W', clientName: '杭州顺达' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => saveApplicant(body, undefined, hangzhou)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const saved = new Set(answers.map((answer) => (answer.json().data as ClientRecord).id));
    expect(saved.size).toBe(1);
    expect((await listed()).total).toBe(1);
  });
});
