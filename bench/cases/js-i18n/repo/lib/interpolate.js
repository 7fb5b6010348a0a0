"use strict";
// "{name}" placeholders; a missing value leaves the placeholder visible, so it gets noticed.

function interpolate(template, values) {
  return template.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole));
}

module.exports = { interpolate };
