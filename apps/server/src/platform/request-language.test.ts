import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ATTACHMENT_DOCUMENT_TYPES,
  type ClientRecord,
  ID_TYPES,
  LANGUAGE_COOKIE,
  type Language,
  labelOf,
  type Page,
  SESSION_COOKIE,
  type StoredFile,
  translate,
} from '@cargo/domain';
import { clientEndpoints } from '@cargo/domain/api/client';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { fileEndpoints } from '@cargo/domain/api/file';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BATCH_REQUIRED_COLUMNS } from '../features/declaration/declaration-batch-columns.ts';
import { multipartOf, workbookOf } from '../test/declaration.fixtures.ts';
import { useTestApp } from '../test/suite.ts';
import { endpointUrl } from '../test/test-app.ts';
import { languagePlugin } from './language.ts';
import { callerLanguage, inLanguage } from './request-language.ts';
import { readSingleUpload, registerUploads } from './upload.ts';

/**
 * The caller's language is request-scoped (`callerLanguage()`): requests in both languages in flight together
 * each answer in their own, whatever their body and whether they succeed or fail. The requests go over a
 * real socket with their body in two parts, so that the body ends in a later read of the socket: the case
 * where a body parser loses the request's async context.
 */

type Lang = 'zh' | 'en';
const LANGUAGE_OF: Record<Lang, Language> = { zh: 'zh-CN', en: 'en-US' };

interface Sent {
  method: 'GET' | 'POST';
  path: string;
  lang: Lang;
  token?: string;
  body?: { payload: Buffer; contentType: string };
}

/** One request over the socket of `app`; the body's second half follows after a pause. */
const overSocket = (app: FastifyInstance, sent: Sent) =>
  new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
    const cookies = [`${LANGUAGE_COOKIE}=${sent.lang}`];
    if (sent.token !== undefined) cookies.push(`${SESSION_COOKIE}=${sent.token}`);
    const headers: Record<string, string | number> = { cookie: cookies.join('; ') };
    if (sent.body !== undefined) {
      headers['content-type'] = sent.body.contentType;
      headers['content-length'] = sent.body.payload.length;
    }
    const { port } = app.server.address() as AddressInfo;
    const request = httpRequest(
      { host: '127.0.0.1', port, method: sent.method, path: sent.path, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        );
      },
    );
    request.on('error', reject);
    const payload = sent.body?.payload ?? Buffer.alloc(0);
    const half = Math.floor(payload.length / 2);
    request.write(payload.subarray(0, half));
    void sleep(15).then(() => request.end(payload.subarray(half)));
  });

const json = (value: unknown) => ({
  payload: Buffer.from(JSON.stringify(value)),
  contentType: 'application/json',
});
const multipart = (fileName: string, content: Buffer) => {
  const body = multipartOf(fileName, content);
  return { payload: body.payload, contentType: body.headers['content-type'] };
};

/** Ten requests alternating Chinese and English, all in flight together; each answer with its language. */
const allAtOnce = async <T>(send: (lang: Lang) => Promise<T>) => {
  const langs = Array.from({ length: 10 }, (_, index): Lang => (index % 2 === 0 ? 'zh' : 'en'));
  const answers = await Promise.all(langs.map(send));
  return langs.map((lang, index) => ({ language: LANGUAGE_OF[lang], answer: answers[index]! }));
};

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

describe('the caller language of concurrent requests to the app', () => {
  const ctx = useTestApp({ logIn: 'demo' });
  beforeAll(async () => {
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  });
  /** A call of the endpoint at its `url` (`endpointUrl` of it), with a raw body. */
  const gateway = (lang: Lang, endpoint: { method: Sent['method'] }, url: string, body?: Sent['body']) =>
    overSocket(ctx.app, { method: endpoint.method, path: url, lang, token: ctx.token, body });
  const { listApplicants, getDefaultApplicant, saveApplicant } = clientEndpoints;

  it('names labels in each caller language on a POST with a JSON body', async () => {
    const answers = await allAtOnce((lang) =>
      gateway(lang, listApplicants, endpointUrl(listApplicants), json({})),
    );
    for (const { language, answer } of answers) {
      expect(answer.status).toBe(200);
      const first = (answer.json.data as Page<ClientRecord>).list[0]!;
      expect(first.idTypeName).toBe(labelOf(ID_TYPES, first.idType, language));
    }
  });

  it('names labels in each caller language on a GET', async () => {
    const answers = await allAtOnce((lang) =>
      gateway(lang, getDefaultApplicant, endpointUrl(getDefaultApplicant)),
    );
    for (const { language, answer } of answers) {
      expect(answer.status).toBe(200);
      const record = answer.json.data as ClientRecord;
      expect(record.idTypeName).toBe(labelOf(ID_TYPES, record.idType, language));
    }
  });

  it('names labels in each caller language on a multipart POST', async () => {
    const answers = await allAtOnce((lang) =>
      gateway(
        lang,
        fileEndpoints.uploadAttachment,
        endpointUrl(fileEndpoints.uploadAttachment, { documentType: '01' }),
        multipart('invoice.pdf', PDF),
      ),
    );
    for (const { language, answer } of answers) {
      expect(answer.status).toBe(200);
      const file = answer.json.data as StoredFile;
      expect(file.documentTypeName).toBe(labelOf(ATTACHMENT_DOCUMENT_TYPES, '01', language));
    }
  });

  it('answers an error in each caller language, with what the service rendered from a multipart body', async () => {
    const header = ['policyNo', 'goodsDescription'];
    const content = await workbookOf([['a', 'b']], header);
    const uploads = await allAtOnce((lang) =>
      gateway(
        lang,
        declarationEndpoints.uploadBatch,
        endpointUrl(declarationEndpoints.uploadBatch, {}),
        multipart('declarations.xlsx', content),
      ),
    );
    // The batch is refused by its background job; its status names the missing columns in each language.
    await ctx.app.jobs.settled();
    const batchId = (uploads[0]!.answer.json.data as { batchId: string }).batchId;
    const answers = await allAtOnce((lang) =>
      gateway(lang, declarationEndpoints.getBatch, endpointUrl(declarationEndpoints.getBatch, { batchId })),
    );
    for (const { language, answer } of answers) {
      const columns = BATCH_REQUIRED_COLUMNS.filter((name) => !header.includes(name))
        .map((name) => translate(language, `field.${name}`))
        .join(language === 'zh-CN' ? '、' : ', ');
      expect(answer.status).toBe(200);
      expect((answer.json.data as { failureMessage: string }).failureMessage).toBe(
        translate(language, 'declaration.batch.error.columnsMissing', { columns }),
      );
    }
  });

  it('answers invalid and unreadable bodies in each caller language', async () => {
    const invalid = await allAtOnce((lang) =>
      gateway(lang, saveApplicant, endpointUrl(saveApplicant, {}), json({})),
    );
    for (const { language, answer } of invalid) {
      expect(answer.status).toBe(400);
      expect(answer.json.message).toContain(translate(language, 'field.clientName'));
    }
    const unreadable = await allAtOnce((lang) =>
      gateway(lang, listApplicants, endpointUrl(listApplicants), {
        payload: Buffer.from('{"pageNo": '),
        contentType: 'application/json',
      }),
    );
    for (const { language, answer } of unreadable) {
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(translate(language, 'error.bodyInvalid'));
    }
  });
});

describe('callerLanguage outside a request', () => {
  it('is Chinese, or the language inLanguage runs its work in', async () => {
    expect(callerLanguage()).toBe('zh-CN');
    const inside = await inLanguage('en-US', async () => {
      await sleep(1);
      return callerLanguage();
    });
    expect(inside).toBe('en-US');
    expect(callerLanguage()).toBe('zh-CN');
  });
});

/** What `callerLanguage()` read at each step of one request (by id), and the request's own language. */
interface Seen {
  readonly expected: Language;
  readonly steps: Record<string, Language>;
}

describe('the caller language at every step of a request', () => {
  let app: FastifyInstance;
  const seen = new Map<string, Seen>();
  const note = (request: FastifyRequest, step: string) => {
    const earlier = seen.get(request.id)?.steps;
    seen.set(request.id, { expected: request.language, steps: { ...earlier, [step]: callerLanguage() } });
  };

  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    await registerUploads(app);
    await app.register(languagePlugin);
    app.addHook('onRequest', async (request) => note(request, 'onRequest'));
    app.addHook('preParsing', async (request) => note(request, 'preParsing'));
    app.addHook('preValidation', async (request) => note(request, 'preValidation'));
    app.addHook('preHandler', async (request) => note(request, 'preHandler'));
    app.addHook('preSerialization', async (request) => note(request, 'preSerialization'));
    app.addHook('onSend', async (request) => note(request, 'onSend'));
    app.setErrorHandler((_error, request, reply) => {
      note(request, 'errorHandler');
      return reply.status(400).send({ message: 'refused' });
    });
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.serializer((payload) => {
        note(request, 'serializer');
        return JSON.stringify(payload);
      });
      await sleep(5);
      note(request, 'handler');
      return { language: callerLanguage() };
    };
    app.post('/json', async (request, reply) => {
      if ((request.body as { fail?: boolean }).fail === true) {
        await sleep(5);
        note(request, 'handler');
        throw new Error('refused');
      }
      return handle(request, reply);
    });
    app.post('/multipart', async (request, reply) => {
      await readSingleUpload(request, 'file.error.missing');
      return handle(request, reply);
    });
    app.get('/plain', async (request, reply) => handle(request, reply));
    await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app.close();
  });

  type Kind = 'json' | 'multipart' | 'plain' | 'fail';
  const send = (lang: Lang, kind: Kind) => {
    if (kind === 'plain') return overSocket(app, { method: 'GET', path: '/plain', lang });
    if (kind === 'multipart') {
      return overSocket(app, { method: 'POST', path: '/multipart', lang, body: multipart('a.pdf', PDF) });
    }
    return overSocket(app, { method: 'POST', path: '/json', lang, body: json({ fail: kind === 'fail' }) });
  };

  const HOOKS = ['onRequest', 'preParsing', 'preValidation', 'preHandler', 'handler'];
  it.each([
    ['json', [...HOOKS, 'preSerialization', 'serializer', 'onSend']],
    ['multipart', [...HOOKS, 'preSerialization', 'serializer', 'onSend']],
    ['plain', [...HOOKS, 'preSerialization', 'serializer', 'onSend']],
    ['fail', [...HOOKS, 'errorHandler', 'preSerialization', 'onSend']],
  ] as [Kind, string[]][])(
    'holds on a %s request from the hook after it is set to the answer',
    async (kind, steps) => {
      seen.clear();
      const answers = await allAtOnce((lang) => send(lang, kind));
      for (const { language, answer } of answers) {
        expect(answer.status).toBe(kind === 'fail' ? 400 : 200);
        if (kind !== 'fail') expect(answer.json.language).toBe(language);
      }
      expect([...seen.values()].map(({ expected }) => expected).sort()).toEqual(
        answers.map(({ language }) => language).sort(),
      );
      for (const { expected, steps: read } of seen.values()) {
        expect(Object.keys(read).sort()).toEqual([...steps].sort());
        expect(
          Object.values(read).every((language) => language === expected),
          JSON.stringify(read),
        ).toBe(true);
      }
    },
  );
});
