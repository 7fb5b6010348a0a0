const { Store } = require('../src/store');
const { book, cancel, status, waitingList, confirmedCount } = require('../src/passage');
const boats = require('./boats');

const DAY = '2026-06-13';

test('confirmed up to the lock\'s boats per day, then waitlisted', async () => {
  const store = new Store();
  const a = await book(store, boats.kingfisher, 'foxton', DAY);
  const b = await book(store, boats.dunlin, 'foxton', DAY);
  const c = await book(store, boats.otter, 'foxton', DAY);
  expect([a.status, b.status, c.status]).toEqual(['confirmed', 'confirmed', 'waitlisted']);
  expect(await confirmedCount(store, 'foxton', DAY)).toBe(2);
  expect((await waitingList(store, 'foxton', DAY)).map((w) => w.boat)).toEqual(['Otter']);
});

test('another day or another lock has its own places', async () => {
  const store = new Store();
  await book(store, boats.kingfisher, 'foxton', DAY);
  await book(store, boats.dunlin, 'foxton', DAY);
  const other = await book(store, boats.otter, 'foxton', '2026-06-14');
  const elsewhere = await book(store, boats.heron, 'bratch', DAY);
  expect([other.status, elsewhere.status]).toEqual(['confirmed', 'confirmed']);
});

test('a boat too long for the lock is refused', async () => {
  const store = new Store();
  await expect(book(store, boats.bigBertha, 'foxton', DAY)).rejects.toThrow('too long');
});

test('a cancellation gives the place to the first boat waiting', async () => {
  const store = new Store();
  const a = await book(store, boats.kingfisher, 'foxton', DAY);
  await book(store, boats.dunlin, 'foxton', DAY);
  const c = await book(store, boats.otter, 'foxton', DAY);
  const d = await book(store, boats.heron, 'foxton', DAY);
  await cancel(store, a.id);
  expect(await status(store, a.id)).toBe('cancelled');
  expect(await status(store, c.id)).toBe('confirmed');
  expect(await status(store, d.id)).toBe('waitlisted');
  expect(await confirmedCount(store, 'foxton', DAY)).toBe(2);
});

test('cancel returns the promoted booking, if any', async () => {
  const store = new Store();
  const a = await book(store, boats.heron, 'foxton', DAY);
  const b = await book(store, boats.dunlin, 'foxton', DAY);
  await book(store, boats.otter, 'foxton', DAY);
  expect(await cancel(store, a.id)).toMatchObject({ boat: 'Otter', status: 'confirmed' });
  expect(await cancel(store, b.id)).toBeUndefined();
});

test('cancelling twice is refused', async () => {
  const store = new Store();
  const a = await book(store, boats.kingfisher, 'bratch', DAY);
  await cancel(store, a.id);
  await expect(cancel(store, a.id)).rejects.toThrow('no live booking');
});
