'use strict';

// Times in the register are "HH:MM" on the 24-hour clock; internally, minutes since midnight.

function toMinutes(text) {
  const match = /^(\d{1,2}):(\d{2})$/.exec(String(text).trim());
  if (!match) throw new Error(`not a time: ${text}`);
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) throw new Error(`not a time: ${text}`);
  return hours * 60 + minutes;
}

function formatMinutes(total, clock = '24h') {
  const wrapped = ((total % 1440) + 1440) % 1440;
  const hours = Math.floor(wrapped / 60);
  const minutes = String(wrapped % 60).padStart(2, '0');
  if (clock === '12h') {
    const suffix = hours < 12 ? 'am' : 'pm';
    return `${hours % 12 === 0 ? 12 : hours % 12}.${minutes}${suffix}`;
  }
  return `${String(hours).padStart(2, '0')}:${minutes}`;
}

// Minutes late (negative when early). A train due at 23:58 that arrives at 00:03 is five minutes late.
function delayMinutes(due, actual) {
  let delta = toMinutes(actual) - toMinutes(due);
  if (delta < -720) delta += 1440;
  if (delta > 720) delta -= 1440;
  return delta;
}

module.exports = { toMinutes, formatMinutes, delayMinutes };
