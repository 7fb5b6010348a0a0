'use strict';

// An in-memory stand-in for the bindery's database: tables of plain rows.
function createStore(tables = {}) {
  const data = {};
  for (const [name, rows] of Object.entries(tables)) {
    data[name] = rows.map((row) => ({ ...row }));
  }

  function table(name) {
    if (!data[name]) {
      data[name] = [];
    }
    return data[name];
  }

  return {
    get(name, id) {
      const row = table(name).find((r) => r.id === id);
      return row ? { ...row } : undefined;
    },
    find(name, predicate) {
      return table(name)
        .filter(predicate)
        .map((r) => ({ ...r }));
    },
    insert(name, row) {
      const rows = table(name);
      const id = rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
      const stored = { ...row, id };
      rows.push(stored);
      return { ...stored };
    },
  };
}

module.exports = { createStore };
