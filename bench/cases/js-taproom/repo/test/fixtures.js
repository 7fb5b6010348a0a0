'use strict';

const beers = {
  pale: { name: 'Harbour Pale', style: 'pale ale', abv: 4.2, pintPence: 520 },
  stout: { name: 'Night Heron Stout', style: 'stout', abv: 5.6, pintPence: 600 },
  ipa: { name: 'Cellar Door IPA', style: 'IPA', abv: 6.8, pintPence: 650 },
  barleyWine: { name: 'Old Ferryman', style: 'barley wine', abv: 9.0, pintPence: 820 },
};

// Two weeks of pours, 1 to 14 May 2024 (a Wednesday to a Tuesday): pale ale
// every evening, stout at weekends only.
function twoWeeksOfPours() {
  const pours = [];
  for (let day = 1; day <= 14; day += 1) {
    for (let i = 0; i < 20; i += 1) {
      pours.push({ line: 1, beer: beers.pale.name, measure: 'pint', ml: 568, at: new Date(2024, 4, day, 18, i) });
    }
    const weekday = new Date(2024, 4, day).getDay();
    if (weekday === 5 || weekday === 6) {
      for (let i = 0; i < 10; i += 1) {
        pours.push({ line: 2, beer: beers.stout.name, measure: 'half', ml: 284, at: new Date(2024, 4, day, 20, i) });
      }
    }
  }
  return pours;
}

module.exports = { beers, twoWeeksOfPours };
