import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('uses the defaults npm start documents', () => {
    const config = readConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(4321);
    expect(config.database).toEqual({ dataDir: expect.stringMatching(/data\/pglite$/) });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.newsletter).toEqual({
      doubleOptIn: false,
      uniformAnswer: false,
      signupsPerMinute: 10,
      linkPostsPerMinute: 120,
      quizLeadsPerMinute: 10,
      quizStepsPerMinute: 120,
      sendRatePerSecond: 10,
    });
    expect(config.vitals).toEqual({ beaconsPerMinute: 30, sampleRate: 1, reportSeconds: 60 });
  });

  it('reads the vitals settings and rejects values that cannot work', () => {
    expect(readConfig({ VITALS_SAMPLE_RATE: '0.25', VITALS_RATE_LIMIT: '5' }).vitals).toMatchObject({
      sampleRate: 0.25,
      beaconsPerMinute: 5,
    });
    expect(() => readConfig({ VITALS_SAMPLE_RATE: '2' })).toThrow('VITALS_SAMPLE_RATE must be a number from 0 to 1');
    expect(() => readConfig({ VITALS_RATE_LIMIT: 'many' })).toThrow('VITALS_RATE_LIMIT must be a whole number');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://u:p@db/vibra', DATABASE_POOL_SIZE: '20' }).database).toEqual({
      url: 'postgres://u:p@db/vibra',
      poolSize: 20,
    });
  });

  it('reads the newsletter switches and rejects values that cannot work', () => {
    expect(readConfig({ NEWSLETTER_DOUBLE_OPT_IN: 'true' }).newsletter.doubleOptIn).toBe(true);
    expect(() => readConfig({ NEWSLETTER_DOUBLE_OPT_IN: 'maybe' })).toThrow(
      'NEWSLETTER_DOUBLE_OPT_IN must be true or false',
    );
    expect(readConfig({ NEWSLETTER_UNIFORM_ANSWER: 'yes' }).newsletter.uniformAnswer).toBe(true);
    expect(() => readConfig({ NEWSLETTER_UNIFORM_ANSWER: 'sometimes' })).toThrow(
      'NEWSLETTER_UNIFORM_ANSWER must be true or false',
    );
    expect(() => readConfig({ NEWSLETTER_RATE_LIMIT: '0' })).toThrow('NEWSLETTER_RATE_LIMIT must be a whole number');
  });

  it('honours HOST and PORT and rejects a port that is not a port', () => {
    expect(readConfig({ HOST: '0.0.0.0', PORT: '8080' })).toMatchObject({ host: '0.0.0.0', port: 8080 });
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number');
    expect(() => readConfig({ PORT: '70000' })).toThrow('PORT must be a port number');
  });
});

describe('TRUST_PROXY and TLS', () => {
  it('takes a hop count or proxy addresses, and refuses to trust every X-Forwarded-For', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.2, 10.0.0.0/8, ::1' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => readConfig({ TRUST_PROXY: 'true' })).toThrow('would trust any X-Forwarded-For');
    expect(() => readConfig({ TRUST_PROXY: 'proxy.local' })).toThrow(
      'TRUST_PROXY takes a hop count or proxy addresses',
    );
    expect(() => readConfig({ TRUST_PROXY: '50' })).toThrow('1 to 10');
  });

  it('serves HTTPS only with both a certificate and its key', () => {
    expect(readConfig({}).tls).toBeUndefined();
    expect(readConfig({ TLS_CERT_FILE: 'cert.pem', TLS_KEY_FILE: 'key.pem' }).tls?.certFile).toMatch(/cert\.pem$/);
    expect(() => readConfig({ TLS_CERT_FILE: 'cert.pem' })).toThrow('both TLS_CERT_FILE and TLS_KEY_FILE');
  });
});
