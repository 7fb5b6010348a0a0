'use strict';

const { daysBetween } = require('./dates');

// Pence per copy for the case or cover, by kind.
const COVER_PENCE = {
  paper: 180,
  cloth: 650,
  leather: 2400,
};
const PAGES_PER_SIGNATURE = 16;
const SIGNATURE_PENCE = 45;
const RUSH_DAYS = 10; // a lead time shorter than this is a rush job
const RUSH_SHARE = 0.25;
const TRADE_DISCOUNT = 0.1;

function signatures(pages) {
  return Math.ceil(pages / PAGES_PER_SIGNATURE);
}

function leadDays(job) {
  return daysBetween(job.orderedOn, job.dueOn);
}

function isRush(job) {
  return leadDays(job) < RUSH_DAYS;
}

function jobPrice(job, { trade = false } = {}) {
  const cover = COVER_PENCE[job.cover];
  if (cover === undefined) {
    throw new Error(`unknown cover: ${job.cover}`);
  }
  const perCopy = cover + signatures(job.pages) * SIGNATURE_PENCE;
  let total = perCopy * job.copies;
  if (isRush(job)) {
    total += total * RUSH_SHARE;
  }
  if (trade) {
    total -= total * TRADE_DISCOUNT;
  }
  return Math.round(total);
}

module.exports = { COVER_PENCE, RUSH_DAYS, signatures, leadDays, isRush, jobPrice };
