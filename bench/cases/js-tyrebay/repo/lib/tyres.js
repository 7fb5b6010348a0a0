'use strict';

const SIZE = /^(\d{3})\/(\d{2})\s*(R|ZR)(\d{2})(?:\s+(\d{2,3})([A-Z]))?$/;

const SPEED_KMH = { Q: 160, R: 170, S: 180, T: 190, H: 210, V: 240, W: 270, Y: 300 };

class SizeError extends Error {}

function parseSize(text) {
  const m = SIZE.exec(String(text).trim().toUpperCase());
  if (!m) throw new SizeError(`not a tyre size: ${text}`);
  const size = {
    width: Number(m[1]),
    profile: Number(m[2]),
    construction: m[3],
    rim: Number(m[4]),
    load: m[5] ? Number(m[5]) : undefined,
    speed: m[6],
  };
  if (size.speed !== undefined && !(size.speed in SPEED_KMH)) {
    throw new SizeError(`unknown speed rating ${size.speed} in ${text}`);
  }
  if (size.rim < 12 || size.rim > 22) throw new SizeError(`rim of ${size.rim} inches is out of range`);
  return size;
}

function sizeKey(size) {
  return `${size.width}/${size.profile}R${size.rim}`;
}

function fits(wanted, offered) {
  if (sizeKey(wanted) !== sizeKey(offered)) return false;
  if (wanted.load !== undefined && offered.load !== undefined && offered.load < wanted.load) return false;
  if (wanted.speed !== undefined && offered.speed !== undefined) {
    return SPEED_KMH[offered.speed] >= SPEED_KMH[wanted.speed];
  }
  return true;
}

module.exports = { parseSize, sizeKey, fits, SizeError, SPEED_KMH };
