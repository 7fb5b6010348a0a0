'use strict';

// Checks an e-punching card against a linear course. Controls must be
// visited in order; extra punches (wrong controls, punches repeated) are
// ignored. A control missing from the card makes the run a mispunch (MP).

function checkPunches(course, card) {
  if (card.finish == null) {
    return { status: 'DNF', missing: [], splits: [] };
  }
  const missing = [];
  const splits = [];
  let from = 0;
  let last = card.start;
  for (const code of course.controls) {
    let found = -1;
    for (let i = from; i < card.punches.length; i += 1) {
      if (card.punches[i].code === code) {
        found = i;
        break;
      }
    }
    if (found === -1) {
      missing.push(code);
      splits.push({ code, time: null, leg: null });
      continue;
    }
    const punch = card.punches[found];
    splits.push({ code, time: punch.time - card.start, leg: punch.time - last });
    last = punch.time;
    from = found + 1;
  }
  splits.push({ code: 'F', time: card.finish - card.start, leg: card.finish - last });
  return { status: missing.length ? 'MP' : 'OK', missing, splits };
}

module.exports = { checkPunches };
