'use strict';

const { parseTime, formatTime } = require('./clock');
const { serviceFor } = require('./calendar');

class Timetable {
  /**
   * routes: [{ id, to, stops: { [stop]: { weekday: [...], saturday: [...], sunday: [...] } } }]
   * options.holidays: ["YYYY-MM-DD", ...], days that run the Sunday service.
   */
  constructor(routes, options = {}) {
    this.routes = routes;
    this.holidays = options.holidays || [];
  }

  /** Every departure at a stop for one service, sorted by time. */
  forService(stop, service) {
    const out = [];
    for (const route of this.routes) {
      const times = (route.stops[stop] || {})[service] || [];
      for (const t of times) out.push({ route: route.id, to: route.to, minutes: parseTime(t) });
    }
    return out.sort((a, b) => a.minutes - b.minutes || a.route.localeCompare(b.route));
  }

  /** The next `limit` departures at a stop on a date, at or after the time `from`. */
  departures(stop, date, from, limit = 5) {
    const service = serviceFor(date, this.holidays);
    const after = parseTime(from);
    return this.forService(stop, service)
      .filter((d) => d.minutes >= after)
      .slice(0, limit)
      .map((d) => ({ route: d.route, to: d.to, time: formatTime(d.minutes) }));
  }
}

module.exports = { Timetable };
