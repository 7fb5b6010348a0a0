// Boulder grades on the V scale, V0 to V12; "VB" is the beginners' grade below V0.

export type Grade = number; // -1 for VB, then 0..12

export const MAX_GRADE = 12;

export function parseGrade(text: string): Grade {
  const label = text.trim().toUpperCase();
  if (label === "VB") {
    return -1;
  }
  const match = /^V(\d{1,2})$/.exec(label);
  if (!match || Number(match[1]) > MAX_GRADE) {
    throw new Error(`not a V grade: ${JSON.stringify(text)}`);
  }
  return Number(match[1]);
}

export function gradeLabel(grade: Grade): string {
  return grade < 0 ? "VB" : `V${grade}`;
}
