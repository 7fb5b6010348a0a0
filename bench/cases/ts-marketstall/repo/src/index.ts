export type { Booking, Fee, Pitch, Trader } from './types';
export { marketPlan, row, byId } from './pitches';
export { allocate } from './allocate';
export type { Allocation } from './allocate';
export { feeFor, feesFor, RATE_PER_METRE, POWER_FEE, REGULAR_VISITS, REGULAR_DISCOUNT } from './fees';
export { daySheet } from './report';
export { formatMoney } from './money';
