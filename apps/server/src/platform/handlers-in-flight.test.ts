import { authEndpoints } from '@cargo/domain/api/auth';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp, call } from '../test/test-app.ts';
import { HandlersInFlight } from './handlers-in-flight.ts';

/** A handler that runs until `finish` is called. */
const gatedHandler = () => {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { handler: () => done.then(() => 'answered'), finish: () => finish() };
};

describe('the handlers in flight', () => {
  it('settles at once when no handler runs', async () => {
    await expect(new HandlersInFlight().settled()).resolves.toBeUndefined();
  });

  it('settles only when the last running handler has finished, failed ones included', async () => {
    const inFlight = new HandlersInFlight();
    const first = gatedHandler();
    const second = gatedHandler();
    const answers = [inFlight.run(first.handler), inFlight.run(second.handler)];
    const failed = inFlight
      .run(() => Promise.reject(new Error('boom')))
      .catch((error: Error) => error.message);
    let settled = false;
    const settling = inFlight.settled().then(() => {
      settled = true;
    });
    expect(await failed).toBe('boom');
    first.finish();
    await answers[0];
    expect(settled).toBe(false);
    second.finish();
    await settling;
    expect(settled).toBe(true);
    expect(await Promise.all(answers)).toEqual(['answered', 'answered']);
  });

  it('counts every gateway handler of the app', async () => {
    const app = await buildTestApp();
    try {
      const run = vi.spyOn(app.handlersInFlight, 'run');
      const response = await call(app, authEndpoints.systemTime);
      expect(response.statusCode).toBe(200);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
    }
  });
});
