export type Feature = "monitor" | "dock" | "standing";

const FEATURES: readonly Feature[] = ["monitor", "dock", "standing"];

export interface Desk {
  id: string;
  zone: string;
  features: Feature[];
}

export class Floor {
  private readonly desks = new Map<string, Desk>();

  constructor(desks: Desk[] = []) {
    for (const desk of desks) this.add(desk);
  }

  static parse(text: string): Floor {
    const floor = new Floor();
    text.split("\n").forEach((raw, i) => {
      const line = raw.replace(/#.*/, "").trim();
      if (!line) return;
      const [id, zone, features = "", ...rest] = line.split(/\s+/);
      if (!zone || rest.length) throw new Error(`line ${i + 1}: want ID ZONE [FEATURES], got "${line}"`);
      const list = features ? features.split(",") : [];
      for (const f of list) {
        if (!FEATURES.includes(f as Feature)) throw new Error(`line ${i + 1}: unknown feature ${f}`);
      }
      floor.add({ id, zone, features: list as Feature[] });
    });
    return floor;
  }

  add(desk: Desk): void {
    if (this.desks.has(desk.id)) throw new Error(`desk ${desk.id} twice`);
    this.desks.set(desk.id, desk);
  }

  get(id: string): Desk {
    const desk = this.desks.get(id);
    if (!desk) throw new Error(`no desk ${id}`);
    return desk;
  }

  all(): Desk[] {
    return [...this.desks.values()];
  }

  zones(): string[] {
    return [...new Set(this.all().map((d) => d.zone))].sort();
  }
}
