import assert from 'node:assert/strict';
import { test } from 'node:test';

import { ConfigError, loadConfig } from '../src/index.js';

const SCHEMA = {
  port: { type: 'integer', default: 8080, min: 1, max: 65535 },
  logLevel: { type: 'enum', values: ['debug', 'info', 'warn'], default: 'info' },
  databaseUrl: { type: 'string', required: true },
  allowedHosts: { env: 'HOSTS', type: 'list', default: [] },
  requestTimeout: { type: 'duration', default: 30000 },
  tls: { type: 'boolean', default: false },
};

test('reads and types every variable', () => {
  const config = loadConfig(SCHEMA, {
    PORT: '9000',
    LOG_LEVEL: 'debug',
    DATABASE_URL: 'postgres://db.invalid/app',
    HOSTS: 'a.invalid, b.invalid',
    REQUEST_TIMEOUT: '1m30s',
    TLS: 'yes',
  });
  assert.deepEqual(config, {
    port: 9000,
    logLevel: 'debug',
    databaseUrl: 'postgres://db.invalid/app',
    allowedHosts: ['a.invalid', 'b.invalid'],
    requestTimeout: 90000,
    tls: true,
  });
  assert.ok(Object.isFrozen(config));
});

test('defaults fill in missing and empty variables', () => {
  const config = loadConfig(SCHEMA, { DATABASE_URL: 'x', PORT: '' });
  assert.equal(config.port, 8080);
  assert.equal(config.requestTimeout, 30000);
  assert.deepEqual(config.allowedHosts, []);
});

test('every problem is reported at once', () => {
  assert.throws(
    () => loadConfig(SCHEMA, { PORT: '0', LOG_LEVEL: 'loud' }),
    (error) => {
      assert.ok(error instanceof ConfigError);
      assert.deepEqual(error.issues, [
        'PORT: 0 is outside 1..65535',
        'LOG_LEVEL: "loud" is not one of debug, info, warn',
        'DATABASE_URL is required',
      ]);
      return true;
    },
  );
});

test('an unknown type is an issue, not a crash', () => {
  assert.throws(() => loadConfig({ x: { type: 'date' } }, {}), /x: unknown type "date"/);
});
