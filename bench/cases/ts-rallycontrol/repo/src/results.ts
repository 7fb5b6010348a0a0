import { DEFAULT_RULES, type Rules } from "./rules";
import { stageSeconds, type StageTime } from "./stages";
import { checkTimeCard, isOutOfTime, type ControlEntry } from "./timecard";

export interface Crew {
  number: number;
  driver: string;
  start: number;
  controls: ControlEntry[];
  stages: StageTime[];
}

export interface Classified {
  position: number | null;
  crew: Crew;
  stageSeconds: number;
  penaltySeconds: number;
  totalSeconds: number;
  outOfTime: boolean;
}

/** The overall classification: stage times plus road penalties, lowest first; OTL crews unplaced at the end. */
export function classify(crews: Crew[], rules: Rules = DEFAULT_RULES): Classified[] {
  const rows = crews.map((crew) => {
    const card = checkTimeCard(crew.start, crew.controls, rules);
    const stage = crew.stages.reduce((sum, t) => sum + stageSeconds(t), 0);
    const penalty = card.reduce((sum, r) => sum + r.penalty, 0);
    return {
      position: null as number | null,
      crew,
      stageSeconds: stage,
      penaltySeconds: penalty,
      totalSeconds: stage + penalty,
      outOfTime: isOutOfTime(card, rules),
    };
  });
  const placed = rows.filter((r) => !r.outOfTime).sort((a, b) => a.totalSeconds - b.totalSeconds || a.crew.number - b.crew.number);
  placed.forEach((r, i) => (r.position = i + 1));
  return [...placed, ...rows.filter((r) => r.outOfTime)];
}
