'use strict';

/** Fastest escapes first; a team that did not escape is left off. Ties keep the earlier game first. */
function leaderboard(games, roomId) {
  return games
    .filter((g) => g.room === roomId && g.escaped)
    .map((g, i) => ({ ...g, order: i }))
    .sort((a, b) => a.seconds - b.seconds || a.order - b.order)
    .map(({ order, ...g }, i) => ({ place: i + 1, ...g }));
}

function formatSeconds(seconds) {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

module.exports = { leaderboard, formatSeconds };
