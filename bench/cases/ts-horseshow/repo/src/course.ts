import type { ClassSpec, Course, JumpOff } from "./types.js";

/** Speeds a schedule may set for a jumping course, in metres per minute. */
export const SPEEDS = [300, 325, 350, 375, 400];

export const MAX_OBSTACLES = 16;
export const MAX_EFFORTS = 20;
export const JUMP_OFF_MIN_OBSTACLES = 6;
export const JUMP_OFF_MAX_OBSTACLES = 8;

/**
 * Time allowed for the first round: the course length at the schedule's speed,
 * rounded up to the next whole second.
 */
export function timeAllowed(course: Course): number {
  return Math.ceil((course.lengthM * 60) / course.speedMpm);
}

/** A round over the time limit (twice the time allowed) is eliminated. */
export function timeLimit(course: Course): number {
  return 2 * timeAllowed(course);
}

/** Time allowed for the jump-off, ridden at the first round's speed. */
export function jumpOffTimeAllowed(course: Course, jumpOff: JumpOff): number {
  return Math.ceil((jumpOff.lengthM * 60) / course.speedMpm);
}

export function jumpOffTimeLimit(course: Course, jumpOff: JumpOff): number {
  return 2 * jumpOffTimeAllowed(course, jumpOff);
}

/** Problems with a class's courses, empty when the course builder's plan is sound. */
export function checkCourses(spec: ClassSpec): string[] {
  const problems: string[] = [];
  const { course, jumpOff } = spec;

  if (!SPEEDS.includes(course.speedMpm)) {
    problems.push(`speed ${course.speedMpm} m/min is not one of ${SPEEDS.join(", ")}`);
  }
  if (course.lengthM <= 0) {
    problems.push("course length must be positive");
  }
  if (course.obstacles < 1 || course.obstacles > MAX_OBSTACLES) {
    problems.push(`${course.obstacles} obstacles (1 to ${MAX_OBSTACLES})`);
  }
  if (course.efforts < course.obstacles || course.efforts > MAX_EFFORTS) {
    problems.push(`${course.efforts} efforts (${course.obstacles} to ${MAX_EFFORTS})`);
  }
  if (jumpOff) {
    if (jumpOff.obstacles < JUMP_OFF_MIN_OBSTACLES || jumpOff.obstacles > JUMP_OFF_MAX_OBSTACLES) {
      problems.push(
        `jump-off of ${jumpOff.obstacles} obstacles (${JUMP_OFF_MIN_OBSTACLES} to ${JUMP_OFF_MAX_OBSTACLES})`,
      );
    }
    if (jumpOff.lengthM <= 0 || jumpOff.lengthM >= course.lengthM) {
      problems.push("jump-off must be shorter than the first round");
    }
  }
  return problems;
}
