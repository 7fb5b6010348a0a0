'use strict';

// A linear course: start, controls in order, finish.
class Course {
  constructor({ name, controls, lengthM, climbM = 0 }) {
    if (!name) throw new Error('a course needs a name');
    if (!Array.isArray(controls) || controls.length === 0) {
      throw new Error(`course ${name} has no controls`);
    }
    if (!(lengthM > 0)) throw new Error(`course ${name} needs a length`);
    this.name = name;
    this.controls = controls.map(Number);
    this.lengthM = lengthM;
    this.climbM = climbM;
  }

  get lengthKm() {
    return this.lengthM / 1000;
  }

  // Length plus climb at the usual 100 m of climb to 1 km of distance.
  get kmEffort() {
    return this.lengthKm + this.climbM / 100;
  }

  describe() {
    return `${this.name} ${this.lengthKm.toFixed(1)} km ${this.climbM} m ${this.controls.length} controls`;
  }
}

module.exports = { Course };
