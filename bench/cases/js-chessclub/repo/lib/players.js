'use strict';

// "Name, rating, rated games" per line; blank lines and # comments are skipped.
function parseRoster(text) {
  const players = [];
  const seen = new Set();
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return;
    const fields = line.split(',').map((f) => f.trim());
    if (fields.length !== 3) throw new Error(`roster line ${i + 1}: want name, rating, games`);
    const [name, rating, games] = fields;
    if (!/^\d+$/.test(rating) || !/^\d+$/.test(games)) throw new Error(`roster line ${i + 1}: rating and games are whole numbers`);
    if (seen.has(name)) throw new Error(`roster line ${i + 1}: ${name} twice`);
    seen.add(name);
    players.push({ name, rating: Number(rating), games: Number(games) });
  });
  return players;
}

module.exports = { parseRoster };
