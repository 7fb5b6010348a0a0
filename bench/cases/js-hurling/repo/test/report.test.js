'use strict';

const { matchReport } = require('../src/index');
const { TIMELINE } = require('./fixtures');

test('match report', () => {
  expect(matchReport('KIL', 'TIP', TIMELINE)).toEqual([
    'KIL 2-06 (12) TIP 2-05 (11)',
    'Goals:',
    "  8' TIP J. Morris",
    "  25' KIL A. Mullen",
    "  37' KIL T. Reid",
    "  58' TIP S. Bourke",
    'KIL: T. Reid 1-03 (1-02f), A. Mullen 1-02, C. Buckley 0-01',
    'TIP: J. Morris 1-02, N. McGrath 0-03 (0-02f), S. Bourke 1-00',
    'Winners: KIL',
  ]);
});

test('a scoreless draw', () => {
  expect(matchReport('KIL', 'TIP', '')).toEqual([
    'KIL 0-00 (0) TIP 0-00 (0)',
    'KIL: no score',
    'TIP: no score',
    'Draw',
  ]);
});
