import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { hookedTestApp, hookedTestDatabase, madeInHook } from '../testing/hooks.ts';
import { registerHealthRoutes } from './health.ts';

describe('/healthz and /readyz', () => {
  // A fresh app each: one test closes its database.
  const fixture = hookedTestApp({}, { each: true });

  it('are both 200 while the database answers, and never cached', async () => {
    const live = await fixture.app.inject({ url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await fixture.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('keep the process live but not ready when the database is gone', async () => {
    await fixture.database.close();
    expect((await fixture.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await fixture.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'database unavailable' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });
});

describe('/readyz during a shutdown', () => {
  const database = hookedTestDatabase();
  const health = madeInHook(async () => {
    const app = Fastify();
    registerHealthRoutes(app, { db: database.db, closing: () => true });
    return { app, close: () => app.close() };
  });

  it('says not ready once the server is shutting down', async () => {
    const ready = await health.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'shutting down' });
  });
});
