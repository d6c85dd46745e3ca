import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('uses the defaults npm start documents', () => {
    const config = readConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(4321);
    expect(config.dataDir).toMatch(/data\/pglite$/);
  });

  it('honours HOST and PORT and rejects a port that is not a port', () => {
    expect(readConfig({ HOST: '0.0.0.0', PORT: '8080' })).toMatchObject({ host: '0.0.0.0', port: 8080 });
    expect(() => readConfig({ PORT: 'eighty' })).toThrow('PORT must be a port number');
    expect(() => readConfig({ PORT: '70000' })).toThrow('PORT must be a port number');
  });
});
