'use strict';

// Stock of hire skates, kept per EU shoe size under keys "stock:<size>".

class OutOfStock extends Error {
  constructor(size) {
    super(`no skates left in size ${size}`);
    this.size = size;
  }
}

async function stock(store, size) {
  return store.get(`stock:${size}`, 0);
}

async function hasStock(store, size) {
  return (await stock(store, size)) > 0;
}

async function takePair(store, size) {
  if (!(await hasStock(store, size))) {
    throw new OutOfStock(size);
  }
  await store.put(`stock:${size}`, (await stock(store, size)) - 1);
}

async function returnPair(store, size) {
  await store.put(`stock:${size}`, (await stock(store, size)) + 1);
}

async function sizesInStock(store) {
  const keys = await store.keys('stock:');
  const sizes = [];
  for (const key of keys) {
    const size = Number(key.slice('stock:'.length));
    if (await hasStock(store, size)) sizes.push(size);
  }
  return sizes.sort((a, b) => a - b);
}

module.exports = { OutOfStock, stock, hasStock, takePair, returnPair, sizesInStock };
