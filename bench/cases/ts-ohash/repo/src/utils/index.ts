export { isEqual } from "./is-equal";
export { diff } from "./diff";
