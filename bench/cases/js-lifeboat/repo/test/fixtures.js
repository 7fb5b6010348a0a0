import { makeMember, MemoryStore } from "../src/index.js";

export const MEMBERS = [
  makeMember({ id: "m1", name: "Alys Rowe", roles: ["helm", "crew"], homeKm: 2.4 }),
  makeMember({ id: "m2", name: "Bryn Tate", roles: ["helm", "crew"], homeKm: 6, drives: true }),
  makeMember({ id: "m3", name: "Cerys Pugh", roles: ["crew"], homeKm: 1.2 }),
  makeMember({ id: "m4", name: "Dai Morgan", roles: ["crew", "driver"], homeKm: 3, drives: true }),
  makeMember({ id: "m5", name: "Efa Lloyd", roles: ["crew"], homeKm: 0.9 }),
  makeMember({ id: "m6", name: "Gethin Rees", roles: ["driver"], homeKm: 4.5, drives: true }),
];

/** A station whose roster lists the members in the given order of preference. */
export async function station(roster = MEMBERS.map((m) => m.id)) {
  const store = new MemoryStore();
  for (const member of MEMBERS) {
    await store.put("members", member.id, member);
  }
  await store.put("station", "roster", roster);
  return store;
}

/**
 * A pager gateway: `replies` maps a member id to [answer, milliseconds before it arrives].
 * Members not in it answer "no" at once. `sent` records who was paged, in order.
 */
export function gateway(replies) {
  const sent = [];
  const send = async (member) => {
    sent.push(member.id);
    const [answer, ms] = replies[member.id] ?? ["no", 0];
    await new Promise((resolve) => setTimeout(resolve, ms));
    return answer;
  };
  return { send, sent };
}
