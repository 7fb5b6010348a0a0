'use strict';

const { Catalogue, makeMember } = require('../src');

function shelf() {
  return new Catalogue([
    { id: 'T001', name: 'Wooden train set', category: 'construction', minAge: 3, maxAge: 8, pieces: 42 },
    { id: 'T002', name: 'Shape sorter', category: 'baby', minAge: 0, maxAge: 2, pieces: 13 },
    { id: 'T003', name: 'Doctor kit', category: 'pretend', minAge: 3, maxAge: 7, pieces: 9 },
    { id: 'T004', name: 'Balance bike', category: 'outdoor', minAge: 2, maxAge: 5 },
    { id: 'T005', name: 'Xylophone', category: 'music', minAge: 1, maxAge: 6, pieces: 2 },
    { id: 'T006', name: 'Floor puzzle 48', category: 'puzzle', minAge: 4, maxAge: 9, pieces: 48 },
  ]);
}

function members() {
  return {
    ada: makeMember({ id: 'M01', name: 'Ada Price', tier: 'basic', joined: '2024-01-10', children: [4] }),
    ben: makeMember({ id: 'M02', name: 'Ben Osei', tier: 'family', joined: '2023-09-01', children: [2, 6] }),
    sun: makeMember({ id: 'M03', name: 'Sunflower Nursery', tier: 'setting', joined: '2024-02-01' }),
  };
}

module.exports = { shelf, members };
