'use strict';

/** The venue's rooms. Prices are per player, in pence, for the room's usual group. */
const ROOMS = [
  { id: 'vault', name: 'The Bank Vault', minPlayers: 2, maxPlayers: 6, minutes: 60, pricePence: 2500 },
  { id: 'lab', name: "Professor's Lab", minPlayers: 3, maxPlayers: 8, minutes: 75, pricePence: 2800 },
  { id: 'cabin', name: 'Cabin in the Woods', minPlayers: 2, maxPlayers: 5, minutes: 60, pricePence: 2300 },
];

/** Minutes to reset a room between two games. */
const RESET_MINUTES = 15;

function room(id) {
  const r = ROOMS.find((x) => x.id === id);
  if (!r) throw new Error(`no such room: ${id}`);
  return r;
}

function checkParty(r, players) {
  if (!Number.isInteger(players) || players < r.minPlayers || players > r.maxPlayers) {
    throw new RangeError(`${r.name} takes ${r.minPlayers} to ${r.maxPlayers} players, not ${players}`);
  }
  return players;
}

module.exports = { ROOMS, RESET_MINUTES, room, checkParty };
