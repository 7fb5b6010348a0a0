// How the command shows a duration: 5400 -> "1h30m", 7200 -> "2h", 45 -> "45s".

const PARTS = [
  ['d', 86400],
  ['h', 3600],
  ['m', 60],
  ['s', 1],
];

export function formatDuration(seconds) {
  if (seconds === 0) return '0s';
  let rest = seconds;
  let out = '';
  for (const [unit, size] of PARTS) {
    const count = Math.floor(rest / size);
    if (count > 0) {
      out += `${count}${unit}`;
      rest -= count * size;
    }
  }
  return out;
}
