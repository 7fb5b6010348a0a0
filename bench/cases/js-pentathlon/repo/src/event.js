'use strict';

const { fencingPoints } = require('./fencing');
const { swimPoints } = require('./swimming');
const { ridePoints } = require('./riding');
const { runTime, laserRunPoints } = require('./laserrun');
const { delays } = require('./handicap');
const { rank } = require('./results');
const { parseTime } = require('./time');

// One competition: athletes go through fencing, swimming and riding,
// then the laser run from a handicap start.

class Competition {
  constructor(athletes) {
    if (new Set(athletes).size !== athletes.length) {
      throw new Error('duplicate athlete');
    }
    this.athletes = [...athletes];
    this.points = new Map(this.athletes.map((a) => [a, { fencing: 0, swimming: 0, riding: 0, laserRun: 0 }]));
    this.finish = new Map();
  }

  row(athlete) {
    const row = this.points.get(athlete);
    if (!row) {
      throw new Error(`unknown athlete: ${athlete}`);
    }
    return row;
  }

  recordFencing(bouts) {
    for (const [athlete, points] of fencingPoints(this.athletes, bouts)) {
      this.row(athlete).fencing = points;
    }
  }

  recordSwim(athlete, time) {
    this.row(athlete).swimming = swimPoints(time);
  }

  recordRide(athlete, round) {
    this.row(athlete).riding = ridePoints(round);
  }

  totalBeforeLaserRun(athlete) {
    const r = this.row(athlete);
    return r.fencing + r.swimming + r.riding;
  }

  startDelays() {
    const totals = {};
    for (const athlete of this.athletes) {
      totals[athlete] = this.totalBeforeLaserRun(athlete);
    }
    return delays(totals);
  }

  recordFinish(athlete, finishClock) {
    const delay = this.startDelays().get(athlete);
    const time = runTime(finishClock, delay);
    this.row(athlete).laserRun = laserRunPoints(time);
    this.finish.set(athlete, typeof finishClock === 'string' ? parseTime(finishClock) : finishClock);
  }

  standings() {
    const rows = this.athletes.map((athlete) => {
      const r = this.row(athlete);
      return {
        athlete,
        ...r,
        total: r.fencing + r.swimming + r.riding + r.laserRun,
        finishClock: this.finish.has(athlete) ? this.finish.get(athlete) : Infinity,
      };
    });
    return rank(rows);
  }
}

module.exports = { Competition };
