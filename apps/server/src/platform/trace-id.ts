import { randomBytes } from 'node:crypto';

const PREFIX_LENGTH = 8;

/**
 * Trace ids (`x-trace-id`, the envelope's `traceId`, the log's `reqId`): a random prefix drawn once per
 * generator (40 bits as 8 base-36 characters) and then a base-36 counter, e.g. `0k3j9xq2` + `1z`. Two
 * processes draw different prefixes, so their ids do not collide as time + counter ids could; within a
 * process the counter keeps them unique. Letters and digits only: short, and one double-click selects it.
 */
export const traceIdGenerator = (random: (size: number) => Buffer = randomBytes) => {
  const prefix = random(5).readUIntBE(0, 5).toString(36).padStart(PREFIX_LENGTH, '0');
  let counter = 0;
  return (): string => {
    counter += 1;
    return `${prefix}${counter.toString(36)}`;
  };
};

/** The generator of this process (one prefix per process, however many apps it builds). */
export const nextTraceId = traceIdGenerator();
