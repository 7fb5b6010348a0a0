export { ROLES, KIT_UP_MINUTES, makeMember, canTake, etaMinutes } from "./crew.js";
export { MemoryStore } from "./store.js";
export { pageAll } from "./notify.js";
export { BOAT_CREW, assembleCrew, logLaunch, launchesIn } from "./launch.js";
