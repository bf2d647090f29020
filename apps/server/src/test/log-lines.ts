import { Writable } from 'node:stream';

/** A log destination that keeps each line written to it, parsed, in `lines` (for a Fastify `logger.stream`). */
export const logLines = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, stream };
};
