import { test } from 'node:test';
import assert from 'node:assert/strict';

import { BoatError, isMultihull, makeBoat } from '../src/boats.js';

test('makeBoat converts lengths', () => {
  const boat = makeBoat({ name: 'Tern', length: '30ft', beam: '10 ft', draft: 1.5 });
  assert.equal(boat.lengthM.toFixed(2), '9.14');
  assert.equal(boat.beamM.toFixed(2), '3.05');
  assert.equal(boat.draftM, 1.5);
  assert.equal(boat.hull, 'mono');
  assert.equal(boat.power, false);
});

test('makeBoat rejects nonsense', () => {
  assert.throws(() => makeBoat({ length: 9, beam: 3, draft: 1 }), BoatError);
  assert.throws(() => makeBoat({ name: 'X', length: 9, beam: 3, draft: 1, hull: 'raft' }), /unknown hull/);
  assert.throws(() => makeBoat({ name: 'Y', length: 3, beam: 3, draft: 1 }), /not less than length/);
});

test('isMultihull', () => {
  assert.equal(isMultihull(makeBoat({ name: 'A', length: 9, beam: 3, draft: 1 })), false);
  assert.equal(
    isMultihull(makeBoat({ name: 'B', length: 9, beam: 5, draft: 1, hull: 'trimaran' })),
    true,
  );
});
