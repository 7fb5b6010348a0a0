export { TokenBucket } from "./bucket.js";
export { Limiter } from "./limiter.js";
export { manualClock, systemClock } from "./clock.js";
