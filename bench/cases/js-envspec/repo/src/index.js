import { ConfigError, ValueError } from './errors.js';
import { PARSERS } from './types.js';

export { ConfigError, ValueError } from './errors.js';
export { describe } from './describe.js';

/**
 * Reads every variable of the schema from env and returns the typed values under the schema's keys.
 *
 * schema: { key: { env: 'NAME', type: 'integer', default?, required?, ...type options } }
 * Throws one ConfigError listing every problem.
 */
export function loadConfig(schema, env = process.env) {
  const config = {};
  const issues = [];
  for (const [key, spec] of Object.entries(schema)) {
    const parse = PARSERS[spec.type];
    if (!parse) {
      issues.push(`${key}: unknown type ${JSON.stringify(spec.type)}`);
      continue;
    }
    const name = spec.env ?? key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
    const raw = env[name];
    if (raw === undefined || raw === '') {
      if (spec.required) {
        issues.push(`${name} is required`);
      } else {
        config[key] = spec.default;
      }
      continue;
    }
    try {
      config[key] = parse(raw, spec);
    } catch (error) {
      if (!(error instanceof ValueError)) throw error;
      issues.push(`${name}: ${error.message}`);
    }
  }
  if (issues.length > 0) {
    throw new ConfigError(issues);
  }
  return Object.freeze(config);
}
