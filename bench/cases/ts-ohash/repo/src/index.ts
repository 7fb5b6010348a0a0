// Hash
export { serialize } from "./serialize";
export { hash } from "./hash";

// Crypto
export { digest } from "ohash/crypto";

// Utils (more from ohash/utils)
export { isEqual } from "./utils/is-equal";
