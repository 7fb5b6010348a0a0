'use strict';

const { addDays, compare } = require('./dates');

const TIERS = {
  basic: { maxLoans: 3, loanDays: 14, annualFee: 1500 },
  family: { maxLoans: 6, loanDays: 21, annualFee: 2500 },
  setting: { maxLoans: 10, loanDays: 28, annualFee: 6000 }, // nurseries and childminders
};

function makeMember({ id, name, tier = 'basic', joined, children = [] }) {
  if (!TIERS[tier]) throw new Error(`unknown tier: ${tier}`);
  return { id, name, tier, joined, renewedOn: joined, children: [...children], notes: [] };
}

function expiresOn(member) {
  return addDays(member.renewedOn, 365);
}

function isCurrent(member, today) {
  return compare(today, expiresOn(member)) < 0;
}

function renewMembership(member, today) {
  // Renewing early keeps the old anniversary; renewing late starts afresh.
  member.renewedOn = isCurrent(member, today) ? expiresOn(member) : today;
  return expiresOn(member);
}

function tierOf(member) {
  return TIERS[member.tier];
}

module.exports = { TIERS, makeMember, expiresOn, isCurrent, renewMembership, tierOf };
