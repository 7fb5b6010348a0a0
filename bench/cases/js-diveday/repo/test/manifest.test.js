import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDate } from '../src/dates.js';
import { parseManifest } from '../src/manifest.js';

const MANIFEST = `id,name,birth,level,dives,last,medical
# walk-ins are added at the counter
D101,Aoife Brennan,1992-03-14,PADI AOWD,64,2026-05-02,2027-05-01
D102,Tomasz Wolak,1978-10-30,Open Water,,,
`;

test('parseManifest reads divers', () => {
  const [aoife, tomasz] = parseManifest(MANIFEST);
  assert.equal(aoife.level, 'AOW');
  assert.equal(aoife.loggedDives, 64);
  assert.equal(formatDate(aoife.lastDive), '2026-05-02');
  assert.equal(formatDate(aoife.medicalUntil), '2027-05-01');
  assert.equal(tomasz.level, 'OW');
  assert.equal(tomasz.loggedDives, 0);
  assert.equal(tomasz.lastDive, null);
  assert.equal(tomasz.medicalUntil, null);
});

test('columns may come in any order', () => {
  const [d] = parseManifest('name,id,medical,last,dives,level,birth\nRuth Ade,D9,,,3,OW,1999-01-01\n');
  assert.equal(d.id, 'D9');
  assert.equal(d.name, 'Ruth Ade');
  assert.equal(d.loggedDives, 3);
});

test('a missing column or a bad dive count is an error', () => {
  assert.throws(() => parseManifest('id,name\nD1,X\n'), /no "birth" column/);
  assert.throws(
    () => parseManifest('id,name,birth,level,dives,last,medical\nD1,X,1990-01-01,OW,many,,\n'),
    /line 2: dives/,
  );
});
