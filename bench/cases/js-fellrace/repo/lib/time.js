'use strict';

// Race times: "H:MM:SS" or "MM:SS" to seconds and back.

function toSeconds(text) {
  const parts = text.trim().split(':').map(Number);
  if (parts.length < 2 || parts.length > 3 || parts.some((p) => !Number.isInteger(p) || p < 0)) {
    throw new Error(`bad race time: ${text}`);
  }
  return parts.reduce((total, part) => total * 60 + part, 0);
}

function formatTime(seconds) {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${m}:${ss}`;
}

module.exports = { toSeconds, formatTime };
