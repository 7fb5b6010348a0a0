import type { RunnerLog } from "../src/runner";

export const ana: RunnerLog = {
  name: "Ana",
  runs: [
    { date: "2026-05-04", km: 5, time: "30:00" },
    { date: "2026-05-06", km: 8, time: "44:00" },
    { date: "2026-05-07", km: 5, time: "31:15" },
    { date: "2026-05-09", km: 10, time: "56:40" },
    { date: "2026-05-10", km: 5, time: "27:55" },
  ],
};

export const ben: RunnerLog = {
  name: "Ben",
  runs: [
    { date: "2026-05-05", km: 10, time: "50:00" },
    { date: "2026-05-08", km: 4, time: "22:00" },
  ],
};

export const cleo: RunnerLog = { name: "Cleo", runs: [] };
