'use strict';

module.exports = {
  units: require('./units'),
  channel: require('./channel'),
  hopper: require('./hopper'),
  tides: require('./tides'),
  schedule: require('./schedule'),
  invoice: require('./invoice'),
  report: require('./report'),
};
