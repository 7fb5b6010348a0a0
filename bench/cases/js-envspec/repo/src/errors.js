/** Every problem found while loading a configuration, reported together. */
export class ConfigError extends Error {
  constructor(issues) {
    super(`invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** One variable's value could not be read as its type. */
export class ValueError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ValueError';
  }
}
