'use strict';

const { parseDuration, formatDuration, makeTrack } = require('./track');
const { parseM3U, toM3U } = require('./m3u');
const { smartPlaylist } = require('./smart');

module.exports = { parseDuration, formatDuration, makeTrack, parseM3U, toM3U, smartPlaylist };
