// Pontoon berths. A berth's depth is at chart datum (the lowest tide), so a
// boat that fits is afloat at any state of the tide.

export const BEAM_MARGIN_M = 0.3; // clearance each side for fenders
export const UNDER_KEEL_M = 0.5; // water under the keel at chart datum
export const OVERHANG_M = 1.0; // a boat may overhang the finger by this much

export function makeBerth(id, { lengthM, widthM, depthM, power = true }) {
  const match = /^([A-Z])(\d+)$/.exec(id);
  if (!match) {
    throw new Error(`berth ids are a pontoon letter and a number: ${id}`);
  }
  return { id, pontoon: match[1], number: Number(match[2]), lengthM, widthM, depthM, power };
}

// Why a boat does not fit a berth, or null if it does.
export function misfit(boat, berth, beamMargin = BEAM_MARGIN_M) {
  if (boat.lengthM > berth.lengthM + OVERHANG_M) {
    return 'too long';
  }
  if (boat.beamM + 2 * beamMargin > berth.widthM) {
    return 'too wide';
  }
  if (boat.draftM + UNDER_KEEL_M > berth.depthM) {
    return 'too deep';
  }
  if (boat.power && !berth.power) {
    return 'no shore power';
  }
  return null;
}

export function fits(boat, berth, beamMargin = BEAM_MARGIN_M) {
  return misfit(boat, berth, beamMargin) === null;
}

// Sort order for handing out berths: smallest first, so big berths stay free
// for big boats.
export function bySize(a, b) {
  return a.lengthM * a.widthM - b.lengthM * b.widthM || a.id.localeCompare(b.id);
}
