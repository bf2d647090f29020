import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nextTraceId, traceIdGenerator } from './trace-id.ts';

describe('trace ids', () => {
  it('are unique within a process and short letters and digits', () => {
    const ids = Array.from({ length: 10_000 }, () => nextTraceId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[0-9a-z]{9,12}$/);
  });

  it('do not collide across processes started at the same moment', () => {
    // Each generator stands for a process: its own random prefix, its counter from 1.
    const processes = Array.from({ length: 50 }, () => traceIdGenerator());
    const ids = processes.flatMap((next) => Array.from({ length: 200 }, () => next()));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('differ by prefix only between processes: the counter alone would collide', () => {
    const [first, second] = [traceIdGenerator(() => Buffer.alloc(5, 1)), traceIdGenerator(randomBytes)];
    expect(first().slice(-1)).toBe(second().slice(-1));
    expect(first().slice(0, 8)).not.toBe(second().slice(0, 8));
  });
});
