'use strict';

const { areaM2 } = require('./units');

// A room is one or more rectangles on the floor plan, each placed at (x, y)
// with its width along x and its length along y, all in mm.  The rectangles
// must not overlap.  Doorways are the widths (mm) of the openings that get a
// door bar instead of gripper.

function rect(x, y, widthMm, lengthMm) {
  if (!(widthMm > 0 && lengthMm > 0)) {
    throw new Error('a rectangle needs a positive width and length');
  }
  return { x, y, widthMm, lengthMm };
}

function room(name, rects, options = {}) {
  if (!Array.isArray(rects) || rects.length === 0) {
    throw new Error(`room ${name} has no floor`);
  }
  return {
    name,
    rects,
    doorways: options.doorways || [],
    stairs: options.stairs || null,
  };
}

// A plain rectangular room.
function simpleRoom(name, widthMm, lengthMm, options) {
  return room(name, [rect(0, 0, widthMm, lengthMm)], options);
}

function floorArea(r) {
  return r.rects.reduce((sum, q) => sum + areaM2(q.widthMm, q.lengthMm), 0);
}

function boundingBox(r) {
  const minX = Math.min(...r.rects.map((q) => q.x));
  const minY = Math.min(...r.rects.map((q) => q.y));
  const maxX = Math.max(...r.rects.map((q) => q.x + q.widthMm));
  const maxY = Math.max(...r.rects.map((q) => q.y + q.lengthMm));
  return { x: minX, y: minY, widthMm: maxX - minX, lengthMm: maxY - minY };
}

// Perimeter in mm.  Rooms made of rectangles in an L or a T are orthogonally
// convex, and such a shape has the perimeter of its bounding box.
function perimeter(r) {
  const box = boundingBox(r);
  return 2 * (box.widthMm + box.lengthMm);
}

// Length of wall that takes gripper: the perimeter less the doorways.
function gripperRun(r) {
  const doors = r.doorways.reduce((sum, w) => sum + w, 0);
  return Math.max(0, perimeter(r) - doors);
}

module.exports = { rect, room, simpleRoom, floorArea, boundingBox, perimeter, gripperRun };
