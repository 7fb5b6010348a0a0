// The five fields of a cron expression, in order, with their ranges.

export const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day", min: 1, max: 31 },
  { name: "month", min: 1, max: 12, names: ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] },
  { name: "weekday", min: 0, max: 6, names: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] },
];

export function fieldNamed(name) {
  const field = FIELDS.find((f) => f.name === name);
  if (!field) throw new Error(`no cron field called ${name}`);
  return field;
}
