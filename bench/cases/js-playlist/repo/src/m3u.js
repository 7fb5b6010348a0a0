'use strict';

const { makeTrack } = require('./track');

const HEADER = '#EXTM3U';

/** Split "Artist - Title" as players write it in #EXTINF; no dash: all title. */
function splitDisplayName(name) {
  const at = name.indexOf(' - ');
  if (at === -1) {
    return { artist: '', title: name };
  }
  return { artist: name.slice(0, at), title: name.slice(at + 3) };
}

/** Read the attributes of our own #EXT-X-META line: key="value" pairs. */
function parseMeta(text) {
  const meta = {};
  const re = /(\w+)="([^"]*)"/g;
  let m;
  while ((m = re.exec(text)) !== null) {
    meta[m[1]] = m[2];
  }
  return meta;
}

/**
 * Parse an extended M3U playlist into track records. Lines that are neither
 * directives nor paths (blank lines, other comments) are skipped.
 */
function parseM3U(text) {
  const lines = text.split(/\r?\n/);
  const tracks = [];
  let pending = {};
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '' || line === HEADER) {
      continue;
    }
    if (line.startsWith('#EXTINF:')) {
      const body = line.slice('#EXTINF:'.length);
      const comma = body.indexOf(',');
      const seconds = parseInt(comma === -1 ? body : body.slice(0, comma), 10);
      const name = comma === -1 ? '' : body.slice(comma + 1);
      pending = { ...pending, ...splitDisplayName(name), duration: seconds >= 0 ? seconds : 0 };
      continue;
    }
    if (line.startsWith('#EXT-X-META:')) {
      const meta = parseMeta(line);
      pending = { ...pending, genre: meta.genre, rating: meta.rating };
      continue;
    }
    if (line.startsWith('#')) {
      continue;
    }
    tracks.push(makeTrack({ ...pending, path: line }));
    pending = {};
  }
  return tracks;
}

/** Write tracks as an extended M3U playlist, ending with a newline. */
function toM3U(tracks) {
  const out = [HEADER];
  for (const t of tracks) {
    const name = t.artist ? `${t.artist} - ${t.title}` : t.title;
    out.push(`#EXTINF:${t.duration},${name}`);
    if (t.genre || t.rating) {
      out.push(`#EXT-X-META:genre="${t.genre}" rating="${t.rating}"`);
    }
    out.push(t.path);
  }
  return out.join('\n') + '\n';
}

module.exports = { parseM3U, toM3U, splitDisplayName };
