export { refundFor, RETURN_WINDOW_DAYS, RESTOCKING_PERCENT } from "./refund.js";
export type { Category, Order, OrderLine, RefundDecision, Refusal, ReturnRequest } from "./types.js";
