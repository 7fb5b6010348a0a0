'use strict';

// The first 20 miles are in the day rate; after that each van pays per mile, and a run over 250 miles
// needs an overnight stop for the crew.
const FREE_MILES = 20;
const PER_MILE = 180;
const OVERNIGHT_MILES = 250;
const OVERNIGHT = 16000;

function mileageCharge(miles, vanCount) {
  const charged = Math.max(0, miles - FREE_MILES);
  return charged * PER_MILE * vanCount;
}

function overnight(miles) {
  return miles > OVERNIGHT_MILES ? OVERNIGHT : 0;
}

module.exports = { FREE_MILES, PER_MILE, mileageCharge, overnight };
