'use strict';

module.exports = {
  units: require('./units'),
  park: require('./park'),
  riders: require('./riders'),
  harness: require('./harness'),
  trolley: require('./trolley'),
  roster: require('./roster'),
  sessions: require('./sessions'),
};
