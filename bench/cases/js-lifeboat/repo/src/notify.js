/**
 * Page crew members and wait for their answers.
 *
 * `send(member)` is the pager gateway: it resolves to "yes" or "no" once the member answers.
 * The answers come back in the order of `members`, whatever order they arrived in.
 */
export async function pageAll(members, send) {
  const answers = await Promise.all(members.map((member) => sendPage(member, send)));
  return answers;
}

async function sendPage(member, send) {
  const answer = await send(member);
  if (answer !== "yes" && answer !== "no") {
    throw new Error(`${member.id}: pager answer must be yes or no, got ${String(answer)}`);
  }
  return { member, answer };
}
