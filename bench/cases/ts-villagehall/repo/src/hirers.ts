export type HirerType = "resident" | "community" | "commercial" | "parish";

export interface Hirer {
  id: string;
  name: string;
  type: HirerType;
  email: string;
  /** Regular hirers are invoiced monthly and pay no deposit. */
  regular: boolean;
}

/** Discount off the hall's rates, in percent. */
export function discountPct(type: HirerType): number {
  switch (type) {
    case "resident":
      return 10;
    case "community":
      return 25;
    case "parish":
      return 100;
    case "commercial":
      return 0;
  }
}

export function describeType(type: HirerType): string {
  switch (type) {
    case "resident":
      return "Ashcombe resident";
    case "community":
      return "Community group";
    case "parish":
      return "Parish council";
    case "commercial":
      return "Commercial hire";
  }
}

export class HirerList {
  private readonly byId = new Map<string, Hirer>();

  add(hirer: Hirer): Hirer {
    if (this.byId.has(hirer.id)) {
      throw new Error(`hirer ${hirer.id} already on the list`);
    }
    if (!hirer.email.includes("@")) {
      throw new Error(`hirer ${hirer.id}: bad email ${JSON.stringify(hirer.email)}`);
    }
    this.byId.set(hirer.id, hirer);
    return hirer;
  }

  get(id: string): Hirer {
    const hirer = this.byId.get(id);
    if (!hirer) {
      throw new Error(`no hirer ${JSON.stringify(id)}`);
    }
    return hirer;
  }

  all(): Hirer[] {
    return [...this.byId.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}
