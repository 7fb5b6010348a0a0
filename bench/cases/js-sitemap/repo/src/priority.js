const STEP = 0.2;
const FLOOR = 0.1;

/** The number of path segments: "/" is 0, "/docs/intro" is 2. */
export function depth(path) {
  return path.split('/').filter(Boolean).length;
}

/** The priority of a page by its depth: 1.0 for the home page, 0.2 less each level down, 0.1 at least. */
export function priority(path) {
  const value = Math.max(FLOOR, 1 - STEP * depth(path));
  return value.toFixed(1);
}
