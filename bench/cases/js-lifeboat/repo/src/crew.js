/** Roles on an inshore lifeboat: one helm, the crew, and the tractor driver who launches from the beach. */
export const ROLES = Object.freeze(["helm", "crew", "driver"]);

const CYCLE_KMH = 18;
const DRIVE_KMH = 40;
/** Minutes from reaching the station to being kitted up in the boat. */
export const KIT_UP_MINUTES = 4;

export function makeMember({ id, name, roles, homeKm, drives = false }) {
  if (!id || !name) {
    throw new Error("a crew member needs an id and a name");
  }
  const unknown = roles.filter((role) => !ROLES.includes(role));
  if (roles.length === 0 || unknown.length > 0) {
    throw new Error(`${id}: roles must be some of ${ROLES.join(", ")}`);
  }
  return Object.freeze({ id, name, roles: Object.freeze([...roles]), homeKm, drives });
}

export function canTake(member, role) {
  return member.roles.includes(role);
}

/** Whole minutes from the pager going off to being ready in the boat. */
export function etaMinutes(member) {
  const speed = member.drives ? DRIVE_KMH : CYCLE_KMH;
  return Math.ceil((member.homeKm / speed) * 60) + KIT_UP_MINUTES;
}
