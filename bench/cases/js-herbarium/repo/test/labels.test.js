import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatCollector, label, parseSpecimen } from '../src/index.js';

test('collectors are cited by initials and surname', () => {
  assert.equal(formatCollector('WALLACE, Alfred Russel'), 'A. R. Wallace');
  assert.equal(formatCollector('GIBSON, Phoebe'), 'P. Gibson');
  assert.equal(formatCollector('anon'), 'Anon');
});

test('a label has family, name, place and collector', () => {
  const sheet = parseSpecimen('K00144 | Orchidaceae | Ophrys | apifera | HOOKER, Joseph Dalton | 1926 | Box Hill, Surrey');
  assert.equal(
    label(sheet),
    'ORCHIDACEAE\nOphrys apifera\nBox Hill, Surrey, 1926\nleg. J. D. Hooker   K00144',
  );
});
