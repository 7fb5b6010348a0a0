import { canTake, etaMinutes } from "./crew.js";
import { pageAll } from "./notify.js";

/** An inshore boat goes with a helm and two crew; the tractor needs its driver. */
export const BOAT_CREW = 2;

/**
 * Page the roster (in the station's order of preference) and pick who launches: the first helm in
 * roster order who said yes, then the first BOAT_CREW others who can crew, then a driver from
 * the rest. Throws when the boat cannot go.
 */
export async function assembleCrew(store, send) {
  const roster = await store.get("station", "roster");
  if (!roster || roster.length === 0) {
    throw new Error("no roster");
  }
  const members = await Promise.all(roster.map((id) => store.get("members", id)));
  const answers = await pageAll(members, send);
  const willing = answers.filter((a) => a.answer === "yes").map((a) => a.member);

  const helm = willing.find((m) => canTake(m, "helm"));
  if (!helm) {
    throw new Error("no helm answered");
  }
  const rest = willing.filter((m) => m !== helm);
  const crew = rest.filter((m) => canTake(m, "crew")).slice(0, BOAT_CREW);
  if (crew.length < BOAT_CREW) {
    throw new Error(`only ${crew.length} crew answered, the boat needs ${BOAT_CREW}`);
  }
  const driver = rest.find((m) => !crew.includes(m) && canTake(m, "driver")) ?? null;
  const aboard = [helm, ...crew];
  return {
    helm: helm.id,
    crew: crew.map((m) => m.id),
    driver: driver ? driver.id : null,
    readyInMinutes: Math.max(...aboard.map(etaMinutes)),
  };
}

/** Keep the launch in the station log, numbered from 1 each year. */
export async function logLaunch(store, year, plan, reason) {
  const earlier = (await store.list("launches")).filter((entry) => entry.year === year);
  const entry = { year, number: earlier.length + 1, reason, ...plan };
  await store.put("launches", `${year}/${entry.number}`, entry);
  return entry;
}

export async function launchesIn(store, year) {
  const all = await store.list("launches");
  return all.filter((entry) => entry.year === year).sort((a, b) => a.number - b.number);
}
