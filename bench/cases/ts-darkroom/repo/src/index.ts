export { parseClock, minutesBetween, formatMinutes } from "./util/time";
export { DEFAULT_RATES, withRates, type Rates } from "./rates";
export { charge, type Session, type Charge } from "./session";
export { statement, type Statement } from "./ledger";
