'use strict';

// Club team standings: a club's score is the sum of its first COUNTERS finishers' positions; the
// lowest score wins. Clubs with fewer finishers than that are not placed.

const COUNTERS = 4;

function byClub(finishers) {
  const clubs = new Map();
  for (const f of finishers) {
    if (!f.club) continue;
    if (!clubs.has(f.club)) clubs.set(f.club, []);
    clubs.get(f.club).push(f);
  }
  return clubs;
}

function scoreClub(members, counters = COUNTERS) {
  if (members.length < counters) return null;
  const positions = members.map((m) => m.position).sort((a, b) => a - b);
  return positions.slice(0, counters).reduce((sum, p) => sum + p, 0);
}

function teamStandings(finishers, counters = COUNTERS) {
  const table = [];
  for (const [club, members] of byClub(finishers)) {
    const score = scoreClub(members, counters);
    if (score !== null) table.push({ club, score });
  }
  table.sort((a, b) => a.score - b.score || a.club.localeCompare(b.club));
  return table.map((row, i) => ({ place: i + 1, ...row }));
}

module.exports = { teamStandings, scoreClub, COUNTERS };
