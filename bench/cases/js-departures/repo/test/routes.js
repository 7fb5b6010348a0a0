'use strict';

// Two routes through Market Square; route 12's last weekday bus runs past midnight.
module.exports = [
  {
    id: '12',
    to: 'Harbour',
    stops: {
      'Market Square': {
        weekday: ['06:15', '07:15', '07:45', '08:15', '17:45', '18:15', '24:10'],
        saturday: ['08:30', '10:30', '12:30', '14:30'],
        sunday: ['10:00', '14:00'],
      },
      'Harbour': { weekday: ['06:40', '07:40'] },
    },
  },
  {
    id: '7',
    to: 'University',
    stops: {
      'Market Square': {
        weekday: ['07:00', '07:30', '08:00', '17:50'],
        saturday: ['09:00', '13:00'],
        sunday: ['11:00'],
      },
    },
  },
];
