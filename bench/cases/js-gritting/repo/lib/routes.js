'use strict';

const HEADER = ['id', 'name', 'depot', 'domain', 'priority', 'length_km', 'lanes'];

function number(text, what, lineNo) {
  const n = Number(text);
  if (text === '' || !Number.isFinite(n) || n <= 0) throw new Error(`routes line ${lineNo}: bad ${what} ${JSON.stringify(text)}`);
  return n;
}

function parseRoutes(text) {
  const lines = text.split(/\r?\n/);
  const head = lines[0].split(',').map((c) => c.trim());
  if (head.join(',') !== HEADER.join(',')) throw new Error(`routes: header must be ${HEADER.join(',')}`);
  const routes = [];
  lines.slice(1).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const lineNo = i + 2;
    const cells = line.split(',').map((c) => c.trim());
    if (cells.length !== HEADER.length) throw new Error(`routes line ${lineNo}: expected ${HEADER.length} cells`);
    const [id, name, depot, domain, priority, lengthKm, lanes] = cells;
    if (!['1', '2'].includes(priority)) throw new Error(`routes line ${lineNo}: priority must be 1 or 2`);
    routes.push({
      id,
      name,
      depot,
      domain,
      priority: Number(priority),
      lengthKm: number(lengthKm, 'length_km', lineNo),
      lanes: number(lanes, 'lanes', lineNo),
    });
  });
  return routes;
}

module.exports = { parseRoutes, HEADER };
