import type { FastifyInstance } from 'fastify';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import { DeliveryError } from './delivery-error.ts';
import {
  claimDueMessages,
  markDead,
  markForRetry,
  markSent,
  type OutboxRow,
} from './outbox-delivery.repository.ts';
import { type MailAttachment, type MailSender, smtpMailSender } from './smtp-mail.ts';
import { sendTencentSms } from './tencent-sms.ts';

/**
 * Mail and SMS that leave (docs/business-rules.md "Delivery of mail and SMS"). A message is written to the outbox
 * in the transaction of what it tells (`platform/outbox.ts`), `pending` when a provider for its channel is
 * configured. Every instance delivers: woken by PostgreSQL's `outbox_pending` notification when such a transaction
 * commits, by a schedule every minute (retries, missed notifications) and when it starts. Each pass claims due
 * rows with SKIP LOCKED, so one message is sent by one instance. A failure is retried with backoff (1, 2, 4 … min,
 * 8 attempts); a refusal for good or the last failure leaves the message `dead`, for operations to send again.
 */

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_SECONDS = 60;
/** Messages one pass claims at most; a full pass is followed at once by another. */
const PASS_SIZE = 20;
const DELIVERY_SCHEDULE = 'outbox-delivery';

/** Renders the file an attachment names (registered by the feature that owns it: an invoice's PDF). */
export type AttachmentRenderer = (reference: string) => Promise<MailAttachment>;

declare module 'fastify' {
  interface FastifyInstance {
    outboxDelivery: OutboxDelivery;
  }
}

export interface OutboxDelivery {
  /** Whether messages of `channel` leave this portal (a provider is configured for it). */
  delivers(channel: string): boolean;
  registerAttachment(kind: string, render: AttachmentRenderer): void;
  /** Delivers what is due now; resolves when no pass is running (tests, the bench). */
  deliverDue(): Promise<void>;
}

/** The delay before the next attempt after `attempts` failed ones: 1, 2, 4 … minutes. */
export const retryDelaySeconds = (attempts: number) => FIRST_RETRY_SECONDS * 2 ** (attempts - 1);

type ChannelSender = (message: OutboxRow) => Promise<void>;

const mailSenderOf = (sender: MailSender, renderers: Map<string, AttachmentRenderer>): ChannelSender => {
  const render = async (attachment: OutboxAttachment) => {
    const renderer = renderers.get(attachment.kind);
    if (!renderer) throw new DeliveryError(`no renderer for attachments of kind ${attachment.kind}`, true);
    return renderer(attachment.reference);
  };
  return async (message) =>
    sender.send({
      messageKey: `outbox-${message.id}`,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      attachments: await Promise.all(message.attachments.map(render)),
    });
};

const channelSenders = async (app: FastifyInstance, renderers: Map<string, AttachmentRenderer>) => {
  const senders = new Map<string, ChannelSender>();
  const closers: (() => void)[] = [];
  const { mail, sms } = app.config;
  if (mail) {
    const sender = await smtpMailSender(mail);
    closers.push(() => sender.close());
    senders.set('mail', mailSenderOf(sender, renderers));
  }
  if (sms) {
    senders.set('sms', async (message) => {
      await sendTencentSms(sms, {
        phone: message.recipient,
        templateId: sms.verificationTemplateId,
        parameters: [message.parameters.code ?? '', message.parameters.minutes ?? ''],
      });
    });
  }
  return {
    senders,
    close: () => {
      for (const close of closers) close();
    },
  };
};

const describeFailure = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 1000);

/** A failed attempt written: tried again later with backoff, or dead (refused for good, or the last attempt). */
const recordFailure = async (app: FastifyInstance, message: OutboxRow, error: unknown) => {
  const permanent = error instanceof DeliveryError ? error.permanent : false;
  const reason = describeFailure(error);
  const context = { outboxId: message.id, channel: message.channel, reason };
  if (permanent || message.attempts >= MAX_ATTEMPTS) {
    app.log.error(context, 'message given up on');
    await markDead(app.db, message, reason);
    return;
  }
  app.log.warn(context, 'message not sent; tried again later');
  await markForRetry(app.db, message, reason, retryDelaySeconds(message.attempts));
};

/**
 * One attempt at one claimed message, and its outcome written. A message the provider took is never recorded as
 * failed: if writing `sent` fails (the database gone a moment), the row stays claimed and is sent again only once
 * its claim has run out.
 */
const attempt = async (app: FastifyInstance, send: ChannelSender | undefined, message: OutboxRow) => {
  try {
    if (!send) throw new DeliveryError(`no provider for the channel ${message.channel}`, false);
    await send(message);
  } catch (error) {
    await recordFailure(app, message, error);
    return;
  }
  await markSent(app.db, message);
};

/** Delivery passes, one at a time per instance; a wake-up during a pass runs one more after it. */
const passRunner = (app: FastifyInstance, senders: Map<string, ChannelSender>) => {
  let running: Promise<void> | undefined;
  let again = false;
  const pass = async () => {
    do {
      again = false;
      const claimed = await claimDueMessages(app.db, PASS_SIZE);
      await Promise.all(claimed.map((message) => attempt(app, senders.get(message.channel), message)));
      if (claimed.length === PASS_SIZE) again = true;
    } while (again);
  };
  const wake = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => app.log.error({ err: error }, 'outbox delivery pass failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const idle = async () => {
    while (running) await running;
  };
  return { wake, idle };
};

export const registerOutboxDelivery = async (app: FastifyInstance) => {
  const renderers = new Map<string, AttachmentRenderer>();
  const { senders, close } = await channelSenders(app, renderers);
  const passes = passRunner(app, senders);
  app.decorate('outboxDelivery', {
    delivers: (channel) => senders.has(channel),
    registerAttachment: (kind, render) => {
      renderers.set(kind, render);
    },
    deliverDue: async () => {
      await passes.wake();
      await passes.idle();
    },
  } satisfies OutboxDelivery);
  if (senders.size === 0) return;
  app.jobs.schedule({ name: DELIVERY_SCHEDULE, everyMinutes: 1, run: () => passes.wake() });
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen('outbox_pending', {
      onNotification: () => void passes.wake(),
      onListening: (listening) => {
        if (listening) void passes.wake();
      },
    });
  });
  app.addHook('preClose', async () => {
    await stopListening?.();
    await passes.idle();
    close();
  });
};
