'use strict';

const DEFAULTS = {
  genres: [],
  minRating: 0,
  maxSeconds: Infinity,
  sortBy: 'rating',
  descending: true,
  limit: 50,
  maxTotalSeconds: Infinity,
};

const SORT_KEYS = ['rating', 'title', 'artist', 'duration'];

function byField(field) {
  return (a, b) => {
    const x = a[field];
    const y = b[field];
    if (typeof x === 'string') {
      return x.localeCompare(y);
    }
    return x - y;
  };
}

function matches(track, opts) {
  if (opts.genres.length > 0 && !opts.genres.includes(track.genre)) {
    return false;
  }
  if (track.rating < opts.minRating) {
    return false;
  }
  return track.duration <= opts.maxSeconds;
}

/**
 * Pick tracks from the library by the options (see README), sorted, then cut
 * to `limit` tracks and to `maxTotalSeconds` of playing time. A track that
 * would overrun the time budget is skipped; shorter ones after it may still fit.
 */
function smartPlaylist(library, options = {}) {
  const opts = { ...DEFAULTS, ...options };
  if (!SORT_KEYS.includes(opts.sortBy)) {
    throw new Error(`unknown sort key: ${opts.sortBy}`);
  }
  opts.genres = opts.genres.map((g) => g.toLowerCase());

  const picked = library.filter((t) => matches(t, opts));
  const compare = byField(opts.sortBy);
  picked.sort((a, b) => (opts.descending ? compare(b, a) : compare(a, b)) || a.title.localeCompare(b.title));

  const out = [];
  let total = 0;
  for (const track of picked) {
    if (out.length >= opts.limit) {
      break;
    }
    if (total + track.duration > opts.maxTotalSeconds) {
      continue;
    }
    out.push(track);
    total += track.duration;
  }
  return out;
}

module.exports = { smartPlaylist, DEFAULTS, SORT_KEYS };
