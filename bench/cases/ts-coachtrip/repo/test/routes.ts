import type { Route } from "../src/timetable";

export const NIGHT_LINE: Route = {
  code: "N7",
  stops: [
    { name: "Lyon", km: 0, departs: "21:40" },
    { name: "Dijon", km: 192, departs: "23:35" },
    { name: "Nancy", km: 404, departs: "02:10" },
    { name: "Metz", km: 461, departs: "03:05" },
  ],
};

export const DAY_LINE: Route = {
  code: "D2",
  stops: [
    { name: "Lyon", km: 0, departs: "08:15" },
    { name: "Vienne", km: 32, departs: "08:50" },
    { name: "Valence", km: 102, departs: "09:55" },
  ],
};
