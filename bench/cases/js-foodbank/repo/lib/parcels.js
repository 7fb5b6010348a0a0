'use strict';

// A parcel is three days of meals. Lines marked perPerson scale with the household.
const CONTENTS = [
  { item: 'cereal', qty: 1 },
  { item: 'milk (UHT)', qty: 1, perPerson: true },
  { item: 'pasta', qty: 1, perPerson: true },
  { item: 'pasta sauce', qty: 1 },
  { item: 'tinned tomatoes', qty: 2 },
  { item: 'tinned meat', qty: 1, perPerson: true },
  { item: 'tinned vegetables', qty: 2 },
  { item: 'rice', qty: 1 },
  { item: 'tea bags', qty: 1 },
];

function scale(lines, people) {
  return lines.map((line) => ({ item: line.item, qty: line.perPerson ? line.qty * people : line.qty }));
}

function parcelFor(household) {
  return scale(CONTENTS, household.people);
}

module.exports = { CONTENTS, parcelFor };
