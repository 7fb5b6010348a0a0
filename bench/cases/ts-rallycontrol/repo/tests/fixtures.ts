import { parseTime } from "../src/clock";
import type { Crew } from "../src/results";

const t = parseTime;

// Three crews over two road sections (TC1, TC2, target 30 and 45 minutes) with one special stage each.
export function crews(): Crew[] {
  return [
    {
      number: 1,
      driver: "E. Lindqvist",
      start: t("08:01:00"),
      controls: [
        { control: "TC1", targetMinutes: 30, arrival: t("08:31:40") },
        { control: "TC2", targetMinutes: 45, arrival: t("09:16:05") },
      ],
      stages: [
        { stage: "SS1", start: t("08:35:00"), finish: t("08:41:12") },
        { stage: "SS2", start: t("09:20:00"), finish: t("09:29:31") },
      ],
    },
    {
      number: 2,
      driver: "M. Carreras",
      start: t("08:02:00"),
      controls: [
        { control: "TC1", targetMinutes: 30, arrival: t("08:35:10") }, // 3 minutes late
        { control: "TC2", targetMinutes: 45, arrival: t("09:19:50") }, // 1 minute early on the new due time
      ],
      stages: [
        { stage: "SS1", start: t("08:38:00"), finish: t("08:44:02") },
        { stage: "SS2", start: t("09:24:00"), finish: t("09:33:20") },
      ],
    },
    {
      number: 3,
      driver: "O. Ferrand",
      start: t("08:03:00"),
      controls: [
        { control: "TC1", targetMinutes: 30, arrival: t("08:51:00") }, // 18 minutes late
        { control: "TC2", targetMinutes: 45, arrival: t("09:50:30") }, // 14 more: 32 in all
      ],
      stages: [
        { stage: "SS1", start: t("08:55:00"), finish: t("09:02:40") },
        { stage: "SS2", start: t("09:54:00"), finish: t("10:05:10") },
      ],
    },
  ];
}
