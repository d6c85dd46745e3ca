import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp, testDatabase } from '../testing/fixtures.ts';
import { registerHealthRoutes } from './health.ts';

describe('/healthz and /readyz', () => {
  it('are both 200 while the database answers, and never cached', async () => {
    const fixture = await testApp();
    try {
      const live = await fixture.app.inject({ url: '/healthz' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await fixture.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers['cache-control']).toBe('no-store');
    } finally {
      await fixture.close();
    }
  });

  it('keep the process live but not ready when the database is gone', async () => {
    const fixture = await testApp();
    try {
      await fixture.database.close();
      expect((await fixture.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      const ready = await fixture.app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'database unavailable' });
      expect(ready.headers['cache-control']).toBe('no-store');
    } finally {
      await fixture.app.close();
    }
  });

  it('say not ready once the server is shutting down', async () => {
    const database = await testDatabase();
    const app = Fastify();
    registerHealthRoutes(app, { db: database.db, closing: () => true });
    try {
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'shutting down' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
