export { addDays, dayNumber, daysBetween } from "./dates";
export { isVacant, type Plot, rentPence, vacantPlots } from "./plots";
export { type Applicant, isMember, waitedDays, waitingOrder } from "./queue";
export { type Allocation, allocate, type Offer, RENT_PENCE_PER_M2 } from "./allocate";
export { noticeboard, offerLines, pounds } from "./report";
