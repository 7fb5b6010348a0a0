'use strict';

function formatPence(pence) {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}£${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// pence * percent / 100, to the nearest penny
function percentOf(pence, percent) {
  return Math.round((pence * percent) / 100);
}

module.exports = { formatPence, percentOf };
