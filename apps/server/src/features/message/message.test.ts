import type { MarkedMessages, MessagePage } from '@cargo/domain';
import { messageEndpoints } from '@cargo/domain/api/message';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { logInAsUnderwriter } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { callWithInvalidInput } from '../../test/test-app.ts';
import {
  accountIdOf,
  decidedApplication,
  markAllRead,
  markRead,
  messagesAbout,
  messagesOf,
  queryMessages,
  unreadCount,
} from './message.fixtures.ts';
import { recordMessage } from './message.service.ts';

/** The message centre's routes: query, count, mark read, mark all read (docs/business-rules.md "Messages"). */
const ctx = useTestApp({ logIn: 'demo' });
let underwriter = '';
beforeAll(async () => {
  underwriter = await logInAsUnderwriter(ctx.app);
});

const approved = () => decidedApplication(ctx, underwriter);
const storedMessages = async () => ctx.app.db.select().from(messages).orderBy(messages.id);

/** A message of another account (SHOCEAN-NB), written as an event would. */
const foreignMessage = async () => {
  await recordMessage(ctx.app.db, {
    accountId: await accountIdOf(ctx.app, 'SHOCEAN-NB'),
    kind: 'policyIssued',
    subjectNo: '60110009202600009999',
    parameters: { policyNo: '60110009202600009999', voucherNo: 'X' },
  });
  const [row] = (await storedMessages()).slice(-1);
  return row!;
};

describe('POST /cargo/message/query and queryMessageCount', () => {
  it("tells the account of an approved application, in the reader's language, and counts it unread", async () => {
    const before = await unreadCount(ctx);
    const application = await approved();
    expect(await unreadCount(ctx)).toBe(before + 1);
    const [zh] = await messagesAbout(ctx, application.voucherNo, '02', 'zh');
    expect(zh).toMatchObject({
      status: '02',
      kind: 'applicationApproved',
      title: '投保单审核通过',
      subjectKind: 'application',
      subjectNo: application.voucherNo,
      readAt: null,
    });
    expect(zh!.content).toContain(application.voucherNo);
    expect(zh!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [en] = await messagesAbout(ctx, application.voucherNo, '02', 'en');
    expect(en).toMatchObject({ id: zh!.id, title: 'Application approved' });
    expect(en!.content).toMatch(/^Application \d+ was approved/);
    // Stored as a code with parameters, never as text.
    const [stored] = (await storedMessages()).filter((row) => row.id === zh!.id);
    expect(stored).toMatchObject({
      kind: 'applicationApproved',
      parameters: { voucherNo: application.voucherNo },
    });
  });

  it('pages newest first without overlap; unread is the default status', async () => {
    await approved();
    await approved();
    await approved();
    const first = data<MessagePage>(await queryMessages(ctx, { pageNo: 1, pageSize: 2 }));
    const second = data<MessagePage>(await queryMessages(ctx, { pageNo: 2, pageSize: 2 }));
    expect(first).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.list).toHaveLength(2);
    expect(first.list.every((row) => row.status === '02')).toBe(true);
    const ids = [...first.list, ...second.list].map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("never shows another account's messages", async () => {
    const foreign = await foreignMessage();
    for (const status of ['01', '02'] as const) {
      expect((await messagesOf(ctx, status)).map((row) => row.id)).not.toContain(foreign.id);
    }
  });

  it('lists the notices issued to the account under 03, paged, in the caller language', async () => {
    const zh = data<MessagePage>(await queryMessages(ctx, { status: '03', pageSize: 2 }, 'zh'));
    expect(zh.total).toBeGreaterThanOrEqual(3);
    expect(zh.list).toHaveLength(2);
    expect(zh.list[0]).toMatchObject({ status: '03', kind: 'notice', subjectKind: 'notice' });
    const en = data<MessagePage>(await queryMessages(ctx, { status: '03', pageSize: 2 }, 'en'));
    expect(en.list[0]!.id).toBe(zh.list[0]!.id);
    expect(en.list[0]!.title).not.toBe(zh.list[0]!.title);
    expect(en.list[0]!.title).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses a bad status or paging with a localised 400', async () => {
    for (const body of [{ status: '09' }, { pageNo: 0 }, { pageSize: 1000 }, { status: 2 }]) {
      const response = await callWithInvalidInput(ctx.app, messageEndpoints.query, body, {
        cookie: ctx.token,
        lang: 'en',
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('POST /cargo/message/batchUpdateMessageByPrimaryKey', () => {
  it('marks the chosen messages read once; the count goes down and they move to read', async () => {
    const application = await approved();
    const [message] = await messagesAbout(ctx, application.voucherNo);
    const before = await unreadCount(ctx);
    expect(data<MarkedMessages>(await markRead(ctx, [message!.id]))).toEqual({ updated: 1 });
    expect(await unreadCount(ctx)).toBe(before - 1);
    expect(await messagesAbout(ctx, application.voucherNo)).toEqual([]);
    const [read] = await messagesAbout(ctx, application.voucherNo, '01');
    expect(read).toMatchObject({ id: message!.id, status: '01' });
    expect(read!.readAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
    // Again (a double click): nothing more to mark, no error.
    expect(data<MarkedMessages>(await markRead(ctx, [message!.id, message!.id]))).toEqual({ updated: 0 });
  });

  it("answers not found for another account's id and marks none of the list", async () => {
    const application = await approved();
    const [own] = await messagesAbout(ctx, application.voucherNo);
    const foreign = await foreignMessage();
    const response = await markRead(ctx, [own!.id, foreign.id]);
    expect(response.statusCode).toBe(404);
    expect(await messagesAbout(ctx, application.voucherNo)).toHaveLength(1);
    const [stored] = await ctx.app.db.select().from(messages).where(eq(messages.id, foreign.id));
    expect(stored!.readAt).toBeNull();
    expect((await markRead(ctx, [2_000_000_000])).statusCode).toBe(404);
  });

  it('refuses bad ids with a 400 and changes nothing', async () => {
    const before = await unreadCount(ctx);
    for (const ids of [
      [],
      ['x'],
      [0],
      [1.5],
      [3_000_000_000],
      Array.from({ length: 101 }, (_, i) => i + 1),
    ]) {
      const response = await callWithInvalidInput(
        ctx.app,
        messageEndpoints.markRead,
        { ids },
        { cookie: ctx.token },
      );
      expect(response.statusCode, JSON.stringify(ids).slice(0, 30)).toBe(400);
    }
    expect(await unreadCount(ctx)).toBe(before);
  });
});

describe('POST /cargo/message/markAllRead and concurrency', () => {
  it('marks what the reader was shown; a message arriving meanwhile stays unread', async () => {
    await approved();
    const shown = await messagesOf(ctx);
    const upToId = shown[0]!.id;
    const [, arriving] = await Promise.all([markAllRead(ctx, upToId), approved()]);
    const late = await approved();
    const left = await messagesOf(ctx);
    expect(left.map((row) => row.subjectNo)).toEqual(
      expect.arrayContaining([arriving.voucherNo, late.voucherNo]),
    );
    expect(left).toHaveLength(2);
    expect(await unreadCount(ctx)).toBe(2);
    expect(data<MarkedMessages>(await markAllRead(ctx, left[0]!.id))).toEqual({ updated: 2 });
    expect(await unreadCount(ctx)).toBe(0);
  });

  it('two events at once write two messages; one event key writes one', async () => {
    const before = await unreadCount(ctx);
    const [one, two] = await Promise.all([approved(), approved()]);
    expect(await unreadCount(ctx)).toBe(before + 2);
    expect(await messagesAbout(ctx, one.voucherNo)).toHaveLength(1);
    expect(await messagesAbout(ctx, two.voucherNo)).toHaveLength(1);
    const accountId = await accountIdOf(ctx.app, 'SHOCEAN');
    const event = {
      accountId,
      kind: 'renewalDue' as const,
      subjectNo: '60110009202600000001',
      parameters: { policyNo: '60110009202600000001', endDate: '2099-01-01' },
      eventKey: 'renewalDue:test:2099-01-01',
    };
    const written = await Promise.all([recordMessage(ctx.app.db, event), recordMessage(ctx.app.db, event)]);
    expect(written.filter(Boolean)).toHaveLength(1);
    expect(await messagesAbout(ctx, event.subjectNo)).toHaveLength(1);
  });
});
