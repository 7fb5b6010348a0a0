import type { Applicant } from "../src/queue";
import type { Plot } from "../src/plots";

export const today = "2026-04-01";

export const plots: Plot[] = [
  { id: "S7", site: "South", areaM2: 100, tenant: "Lee", vacatesOn: "2026-06-30" },
  { id: "N4", site: "North", areaM2: 60, tenant: "Ruiz", vacatesOn: "2026-03-31" },
  { id: "S3", site: "South", areaM2: 250 },
  { id: "N2", site: "North", areaM2: 250, tenant: "Okafor" },
  { id: "N1", site: "North", areaM2: 125 },
];

export const applicants: Applicant[] = [
  { name: "Mira Patel", appliedOn: "2024-09-12", membershipEnds: "2026-12-31" },
  { name: "Tom Hughes", appliedOn: "2025-01-03", membershipEnds: "2026-12-31", site: "South" },
  { name: "Priya Shah", appliedOn: "2023-11-30", membershipEnds: "2026-03-31" },
  { name: "Jack Evans", appliedOn: "2025-06-20", membershipEnds: "2027-03-31" },
  { name: "Ana Silva", appliedOn: "2025-02-14", membershipEnds: "2026-12-31", site: "South" },
];
