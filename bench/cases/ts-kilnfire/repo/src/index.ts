export { createKiln, type Kiln } from "./kiln";
export { coneTemp, coneReached } from "./cones";
export { planFiring, totalMinutes, peak, rampMinutes, ROOM, type Segment, type Step } from "./firing";
