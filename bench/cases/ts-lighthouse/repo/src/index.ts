export { guideName, localTime, toTour, toTours } from "./mapper";
export { dayBoard, nextWithRoom, placesLeft, RELEASE_HOURS } from "./schedule";
export type { Tour, TourDto } from "./types";
