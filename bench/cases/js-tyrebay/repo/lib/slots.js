'use strict';

const OPEN = '08:00';
const CLOSE = '17:30';

function toMinutes(hhmm) {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) throw new Error(`not a time of day: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

function formatTime(minutes) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

// Minutes a bay is busy for a job of `tyres` tyres: twenty to set up and check, ten per tyre.
function jobMinutes(tyres) {
  return 20 + 10 * tyres;
}

class BayDiary {
  constructor(bays, { open = OPEN, close = CLOSE, step = 10 } = {}) {
    if (bays.length === 0) throw new Error('a diary needs at least one bay');
    this.bays = [...bays];
    this.open = open;
    this.close = close;
    this.step = step;
    this.jobs = [];
  }

  isFree(bay, start, length) {
    const from = toMinutes(start);
    const to = from + length;
    if (from < toMinutes(this.open) || to > toMinutes(this.close)) return false;
    return this.jobs.every(
      (job) => job.bay !== bay || !(toMinutes(job.start) < to && from < toMinutes(job.end)),
    );
  }

  // The earliest grid time (and the first bay, in diary order) free for `length` minutes.
  firstFree(length, after = this.open) {
    for (let t = toMinutes(after); t + length <= toMinutes(this.close); t += this.step) {
      for (const bay of this.bays) {
        if (this.isFree(bay, formatTime(t), length)) return { bay, start: formatTime(t) };
      }
    }
    return undefined;
  }

  add(bay, start, length, ref) {
    if (!this.bays.includes(bay)) throw new Error(`no bay ${bay}`);
    if (!this.isFree(bay, start, length)) throw new Error(`bay ${bay} is not free at ${start}`);
    const job = { bay, start, end: formatTime(toMinutes(start) + length), ref };
    this.jobs.push(job);
    return job;
  }

  remove(ref) {
    const before = this.jobs.length;
    this.jobs = this.jobs.filter((job) => job.ref !== ref);
    return this.jobs.length < before;
  }
}

module.exports = { BayDiary, jobMinutes, toMinutes, formatTime };
