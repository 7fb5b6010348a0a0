export { ConfigError, loadConfig } from "./config";
export type { Config, Env } from "./config";
export { forward } from "./forward";
export type { Delivery } from "./forward";
export { retryDelays, withRetries } from "./retry";
