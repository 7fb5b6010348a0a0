'use strict';

const { settingsFor } = require('./park');
const { eligibility } = require('./riders');
const { harnessFor } = require('./harness');
const { brakeSetting } = require('./trolley');

function toMinutes(hhmm) {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

function clock(seconds) {
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n) => String(n).padStart(2, '0');
  return `${two(h)}:${two(m)}:${two(s)}`;
}

/**
 * Launch sessions for the riders of a line starting at `start` ("HH:MM").
 * Riders who may not ride are listed in `refused` with their reasons; the
 * others keep their roster order, `maxRiders` to a session, launched
 * `gapSeconds` apart, and the next session starts `resetMinutes` after the
 * last launch of the one before.
 */
function planSessions(riders, line, start) {
  const s = settingsFor(line);
  const refused = [];
  const cleared = [];
  for (const rider of riders) {
    const e = eligibility(rider, line);
    if (e.ok) cleared.push(rider);
    else refused.push({ name: rider.name, reasons: e.reasons });
  }

  const sessions = [];
  let t = toMinutes(start) * 60;
  for (let i = 0; i < cleared.length; i += s.maxRiders) {
    const group = cleared.slice(i, i + s.maxRiders);
    const launches = group.map((rider, j) => ({
      name: rider.name,
      at: clock(t + j * s.gapSeconds),
      harness: harnessFor(rider),
      brake: brakeSetting(rider.weightKg, line),
    }));
    sessions.push({ number: sessions.length + 1, launches });
    t += (group.length - 1) * s.gapSeconds + s.resetMinutes * 60;
  }
  return { line: line.name, sessions, refused };
}

module.exports = { planSessions, clock, toMinutes };
