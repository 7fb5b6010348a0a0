'use strict';

const TODAY = '2026-03-10';

const PETS = [
  {
    name: 'Biscuit',
    owner: 'Ferreira',
    species: 'dog',
    doses: { rabies: '2023-03-10', distemper: '2024-01-20', leptospirosis: '2025-04-02', kennelCough: '2025-03-25' },
  },
  {
    name: 'Mochi',
    owner: 'Tanaka',
    species: 'cat',
    doses: { rabies: '2024-05-01', panleukopenia: '2024-05-01', fluVirus: '2025-02-14' },
  },
  { name: 'Clover', owner: 'Byrne', species: 'rabbit', doses: { myxomatosis: '2025-04-09' } },
];

module.exports = { TODAY, PETS };
