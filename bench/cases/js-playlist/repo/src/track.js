'use strict';

/**
 * Parse "m:ss" or "h:mm:ss" (or a plain number of seconds) into seconds.
 * Returns null when the text is not a duration.
 */
function parseDuration(text) {
  if (typeof text === 'number') {
    return Number.isFinite(text) && text >= 0 ? Math.round(text) : null;
  }
  const trimmed = String(text).trim();
  if (/^\d+$/.test(trimmed)) {
    return parseInt(trimmed, 10);
  }
  const match = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(trimmed);
  if (!match) {
    return null;
  }
  const hours = match[1] ? parseInt(match[1], 10) : 0;
  const minutes = parseInt(match[2], 10);
  const seconds = parseInt(match[3], 10);
  if (seconds > 59 || (match[1] && minutes > 59)) {
    return null;
  }
  return hours * 3600 + minutes * 60 + seconds;
}

/** Format seconds as "m:ss", or "h:mm:ss" from an hour on. */
function formatDuration(seconds) {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  if (h > 0) {
    return `${h}:${String(m).padStart(2, '0')}:${ss}`;
  }
  return `${m}:${ss}`;
}

/**
 * Build a normalised track record. `fields` may carry title, artist, path,
 * duration (seconds or text), genre and rating.
 */
function makeTrack(fields) {
  const duration = parseDuration(fields.duration == null ? 0 : fields.duration);
  if (duration === null) {
    throw new Error(`bad duration for ${fields.title || fields.path}: ${fields.duration}`);
  }
  const rating = fields.rating == null ? 0 : Number(fields.rating);
  if (!(rating >= 0 && rating <= 5)) {
    throw new Error(`rating out of range for ${fields.title || fields.path}: ${fields.rating}`);
  }
  return {
    path: fields.path || '',
    title: (fields.title || '').trim(),
    artist: (fields.artist || '').trim(),
    duration,
    genre: (fields.genre || '').trim().toLowerCase(),
    rating,
  };
}

module.exports = { parseDuration, formatDuration, makeTrack };
