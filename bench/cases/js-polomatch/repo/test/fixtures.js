'use strict';

const { player, team } = require('../src');

function larks() {
  return team('Cowdray Larks', [player('Ada', 2), player('Bea', 1), player('Cal', 3), player('Dai', 0)]);
}

function hawks() {
  return team('Ham Hawks', [player('Eli', 1), player('Fen', 1), player('Gus', 2), player('Hal', 4)]);
}

function otters() {
  return team('Tidworth Otters', [player('Ivo', 0), player('Jem', -1), player('Kit', 3), player('Lou', 2)]);
}

module.exports = { larks, hawks, otters };
