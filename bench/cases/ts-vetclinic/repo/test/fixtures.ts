import type { Patient } from "../src/patients";
import type { VaccineRecord } from "../src/vaccines";
import type { Booking } from "../src/appointments";

export const bramble: Patient = {
  id: "P-1041",
  name: "Bramble",
  species: "dog",
  born: "2016-04-12",
  weightKg: 24.6,
  neutered: true,
  ownerId: "C-220",
};

export const pickle: Patient = {
  id: "P-2207",
  name: "Pickle",
  species: "cat",
  born: "2023-11-02",
  weightKg: 4.1,
  neutered: false,
  ownerId: "C-318",
};

export const clover: Patient = {
  id: "P-1733",
  name: "Clover",
  species: "rabbit",
  born: "2021-06-30",
  weightKg: 1.9,
  neutered: true,
  ownerId: "C-318",
};

export const records: VaccineRecord[] = [
  { patientId: "P-1041", code: "DHP", given: "2022-07-05" },
  { patientId: "P-1041", code: "L4", given: "2023-07-05" },
  { patientId: "P-1041", code: "L4", given: "2022-07-05" },
  { patientId: "P-1041", code: "KC", given: "2023-09-14" },
  { patientId: "P-2207", code: "FVRCP", given: "2024-02-10" },
  { patientId: "P-2207", code: "FeLV", given: "2024-02-10" },
  { patientId: "P-1733", code: "RHD2", given: "2023-03-21" },
];

// Monday 10 June 2024 to Saturday 15 June 2024, vet Hughes.
export const bookings: Booking[] = [
  { vet: "Hughes", date: "2024-06-10", start: "08:30", type: "dental" },
  { vet: "Hughes", date: "2024-06-10", start: "09:30", type: "consult" },
  { vet: "Hughes", date: "2024-06-10", start: "09:45", type: "second opinion" },
  { vet: "Okoye", date: "2024-06-10", start: "08:30", type: "consult" },
  { vet: "Hughes", date: "2024-06-15", start: "09:00", type: "second opinion" },
];
