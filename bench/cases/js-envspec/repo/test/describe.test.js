import assert from 'node:assert/strict';
import { test } from 'node:test';

import { describe } from '../src/index.js';

test('help text', () => {
  const text = describe({
    port: { type: 'integer', default: 8080, description: 'port to listen on' },
    logLevel: { type: 'enum', values: ['debug', 'info'], default: 'info' },
    databaseUrl: { type: 'string', required: true, description: 'where the data lives' },
  });
  assert.equal(
    text,
    [
      'PORT          integer     default: 8080    port to listen on',
      'LOG_LEVEL     debug|info  default: "info"',
      'DATABASE_URL  string      required         where the data lives',
    ].join('\n'),
  );
});
