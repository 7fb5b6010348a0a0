'use strict';

// A context is one stratigraphic unit of the excavation: a layer (deposit),
// the cut of a pit or ditch, the fill of a cut, or a structure such as a wall.

const CONTEXT_TYPES = ['deposit', 'cut', 'fill', 'structure'];

function createContext(id, type, description = '') {
  if (!Number.isInteger(id) || id <= 0) {
    throw new RangeError(`context number must be a positive integer, got ${id}`);
  }
  if (!CONTEXT_TYPES.includes(type)) {
    throw new TypeError(`unknown context type ${JSON.stringify(type)}`);
  }
  return { id, type, description };
}

// Context numbers are issued in blocks per trench: 1000-1999 trench 1, ...
function trenchOf(id) {
  return Math.floor(id / 1000);
}

module.exports = { CONTEXT_TYPES, createContext, trenchOf };
