'use strict';

const { makeParty } = require('../src');

/** A Friday evening's walk-ins, in the order they were written down. */
function friday() {
  return [
    makeParty({ name: 'Okafor', size: 4, arrivedAt: '19:05' }),
    makeParty({ name: 'Lind', size: 2, arrivedAt: '19:12', regular: true }),
    makeParty({ name: 'Braga', size: 6, arrivedAt: '18:58' }),
    makeParty({ name: 'Sato', size: 2, arrivedAt: '19:20' }),
    makeParty({ name: 'Weiss', size: 3, arrivedAt: '19:01', regular: true }),
  ];
}

const names = (parties) => parties.map((p) => p.name);

module.exports = { friday, names };
