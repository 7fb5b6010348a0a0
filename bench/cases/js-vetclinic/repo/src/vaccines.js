'use strict';

const { addMonths, daysBetween } = require('./dates');

// Months between a vaccine's doses, by species.
const SCHEDULE = {
  dog: { rabies: 36, distemper: 36, leptospirosis: 12, kennelCough: 12 },
  cat: { rabies: 36, panleukopenia: 36, fluVirus: 12 },
  rabbit: { myxomatosis: 12, rhd2: 12 },
};

function vaccinesFor(species) {
  const vaccines = SCHEDULE[species];
  if (!vaccines) {
    throw new Error(`no vaccination schedule for ${species}`);
  }
  return Object.keys(vaccines);
}

// The date the next dose is due: the last dose plus the interval, or today when there was never one.
function nextDue(pet, vaccine, today) {
  const last = pet.doses && pet.doses[vaccine];
  if (!last) {
    return today;
  }
  return addMonths(last, SCHEDULE[pet.species][vaccine]);
}

function dueDates(pet, today) {
  return vaccinesFor(pet.species).map((vaccine) => ({ pet, vaccine, due: nextDue(pet, vaccine, today) }));
}

// Doses due from today up to `days` ahead, today included, soonest first.
function dueSoon(pets, today, days = 30) {
  return pets
    .flatMap((pet) => dueDates(pet, today))
    .filter((entry) => {
      const ahead = daysBetween(today, entry.due);
      return ahead >= 0 && ahead <= days;
    })
    .sort((a, b) => a.due.localeCompare(b.due) || a.pet.name.localeCompare(b.pet.name));
}

// Doses whose due date has passed, oldest first.
function overdue(pets, today) {
  return pets
    .flatMap((pet) => dueDates(pet, today))
    .filter((entry) => daysBetween(today, entry.due) < 0)
    .sort((a, b) => a.due.localeCompare(b.due) || a.pet.name.localeCompare(b.pet.name));
}

module.exports = { SCHEDULE, vaccinesFor, nextDue, dueSoon, overdue };
