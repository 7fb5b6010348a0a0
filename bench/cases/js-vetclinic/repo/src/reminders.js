'use strict';

const { dueSoon, overdue } = require('./vaccines');

// The morning's reminder list: overdue doses first (to phone), then doses due within the window (to post).
function reminders(pets, today, days = 30) {
  const phone = overdue(pets, today).map((entry) => ({ action: 'phone', ...summary(entry) }));
  const post = dueSoon(pets, today, days).map((entry) => ({ action: 'post', ...summary(entry) }));
  return [...phone, ...post];
}

function summary(entry) {
  return { pet: entry.pet.name, owner: entry.pet.owner, vaccine: entry.vaccine, due: entry.due };
}

module.exports = { reminders };
