import { Agency } from "../src/agency";
import { at } from "../src/time";

/** A small agency's October 2024: three tutors, four students in three families. */
export function octoberAgency(): Agency {
  const agency = new Agency();
  agency.addTutor({ id: "T1", name: "Ms Okafor", subjects: ["Maths", "Physics"], levels: ["GCSE", "A-level"], rates: { "A-level": 4800 } });
  agency.addTutor({ id: "T2", name: "Mr Lindqvist", subjects: ["English", "History"], levels: ["KS2", "KS3", "GCSE"] });
  agency.addTutor({ id: "T3", name: "Dr Patel", subjects: ["Chemistry", "Maths"], levels: ["A-level", "Undergraduate"] });
  agency.addStudent({ id: "S1", name: "Amara", family: "Bennett", level: "GCSE" });
  agency.addStudent({ id: "S2", name: "Theo", family: "Bennett", level: "KS2" });
  agency.addStudent({ id: "S3", name: "Ivy", family: "Castillo", level: "A-level" });
  agency.addStudent({ id: "S4", name: "Noah", family: "Doyle", level: "Undergraduate" });

  const d = agency.diary;
  const l1 = d.book("T1", "S1", "Maths", at("2024-10-01T16:00"), 60);
  const l2 = d.book("T2", "S2", "English", at("2024-10-01T17:00"), 45);
  const l3 = d.book("T1", "S3", "Physics", at("2024-10-02T18:00"), 90);
  const l4 = d.book("T3", "S4", "Chemistry", at("2024-10-03T10:00"), 120);
  const l5 = d.book("T1", "S1", "Maths", at("2024-10-08T16:00"), 60);
  const l6 = d.book("T2", "S2", "English", at("2024-10-08T17:00"), 45);
  const l7 = d.book("T3", "S3", "Maths", at("2024-10-09T19:00"), 60);
  d.book("T1", "S1", "Maths", at("2024-10-29T16:00"), 60);

  for (const lesson of [l1, l2, l3, l4, l7]) d.markTaught(lesson.id);
  d.cancel(l5.id, at("2024-10-08T09:00")); // seven hours' notice: late
  d.cancel(l6.id, at("2024-10-05T12:00")); // three days' notice
  return agency;
}
