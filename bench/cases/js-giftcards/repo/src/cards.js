import { InsufficientBalanceError, InvalidAmountError, UnknownCardError } from "./errors.js";

export async function issue(store, { code, balance, currency = "EUR" }) {
  if (!Number.isInteger(balance) || balance <= 0) {
    throw new InvalidAmountError(`cannot issue ${code} with ${balance}`, code);
  }
  const card = { code, balance, currency, redeemed: 0 };
  await store.put(card);
  return card;
}

export async function balanceOf(store, code) {
  const card = await store.get(code);
  if (!card) throw new UnknownCardError(`no card ${code}`, code);
  return card.balance;
}

export async function redeem(store, code, amount) {
  if (!Number.isInteger(amount) || amount <= 0) {
    throw new InvalidAmountError(`cannot redeem ${amount} from ${code}`, code);
  }
  const card = await store.get(code);
  if (!card) throw new UnknownCardError(`no card ${code}`, code);
  if (amount > card.balance) {
    throw new InsufficientBalanceError(`${code} holds ${card.balance}, asked ${amount}`, code);
  }
  card.balance -= amount;
  card.redeemed += amount;
  await store.put(card);
  return card.balance;
}

export async function outstanding(store) {
  let total = 0;
  for (const code of await store.codes()) {
    total += (await store.get(code)).balance;
  }
  return total;
}
