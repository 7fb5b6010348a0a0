'use strict';

const RAD = Math.PI / 180;

// East, north and up components of a shot, with the bearing corrected to true north.
function legVector(shot) {
  const bearing = (shot.compass + shot.declination) * RAD;
  const incline = shot.clino * RAD;
  const horizontal = shot.length * Math.cos(incline);
  return {
    dx: horizontal * Math.sin(bearing),
    dy: horizontal * Math.cos(bearing),
    dz: shot.length * Math.sin(incline),
  };
}

/**
 * Station coordinates by walking the legs outwards from the fixed stations (or from the
 * first station, put at the origin). A leg whose both ends are already placed closes a
 * loop: its misclosure is where the leg puts its far end minus where that end already is.
 */
function reduce({ shots, fixes }) {
  const legs = shots.filter((s) => !s.splay);
  const coords = new Map(fixes);
  if (coords.size === 0 && legs.length > 0) coords.set(legs[0].from, { x: 0, y: 0, z: 0 });

  const misclosures = [];
  const used = new Set();
  let progress = true;
  while (progress) {
    progress = false;
    legs.forEach((leg, i) => {
      if (used.has(i)) return;
      const v = legVector(leg);
      const a = coords.get(leg.from);
      const b = coords.get(leg.to);
      if (a && b) {
        used.add(i);
        const dx = a.x + v.dx - b.x;
        const dy = a.y + v.dy - b.y;
        const dz = a.z + v.dz - b.z;
        misclosures.push({ from: leg.from, to: leg.to, dx, dy, dz, error: Math.hypot(dx, dy, dz) });
      } else if (a) {
        used.add(i);
        coords.set(leg.to, { x: a.x + v.dx, y: a.y + v.dy, z: a.z + v.dz });
        progress = true;
      } else if (b) {
        used.add(i);
        coords.set(leg.from, { x: b.x - v.dx, y: b.y - v.dy, z: b.z - v.dz });
        progress = true;
      }
    });
  }

  const unconnected = legs.filter((_, i) => !used.has(i)).map((l) => `${l.from}-${l.to}`);
  return { coords, misclosures, unconnected };
}

module.exports = { legVector, reduce };
