import type { DayPlan } from "../src/timetable";

export const saturday: DayPlan = {
  date: "2026-12-12",
  opens: "10:00",
  closes: "18:00",
  sessionMinutes: 90,
  checkMinutes: 20,
  capacity: 40,
  kinds: ["toddler", "open", "open", "glow"],
};

export const at = (hhmm: string) => new Date(`2026-12-12T${hhmm}:00Z`);
