import type { Wheel } from "./wheel";

export interface Shelf {
  name: string;
  slots: number;
}

/** The cave's shelves and the wheels on them; each wheel takes one slot. */
export class Cave {
  private readonly placed = new Map<string, Wheel[]>();

  constructor(readonly shelves: Shelf[]) {
    for (const shelf of shelves) {
      if (this.placed.has(shelf.name)) {
        throw new Error(`duplicate shelf: ${shelf.name}`);
      }
      this.placed.set(shelf.name, []);
    }
  }

  free(shelf: string): number {
    return this.shelf(shelf).slots - this.on(shelf).length;
  }

  on(shelf: string): Wheel[] {
    const wheels = this.placed.get(shelf);
    if (!wheels) {
      throw new Error(`no shelf: ${shelf}`);
    }
    return wheels;
  }

  place(wheel: Wheel, shelf?: string): string {
    if (this.find(wheel.id)) {
      throw new Error(`already in the cave: ${wheel.id}`);
    }
    const target = shelf ?? this.shelves.find((s) => this.free(s.name) > 0)?.name;
    if (target === undefined || this.free(target) <= 0) {
      throw new Error(`no room for ${wheel.id}`);
    }
    this.on(target).push(wheel);
    return target;
  }

  remove(id: string): Wheel {
    for (const wheels of this.placed.values()) {
      const i = wheels.findIndex((w) => w.id === id);
      if (i >= 0) {
        return wheels.splice(i, 1)[0];
      }
    }
    throw new Error(`not in the cave: ${id}`);
  }

  find(id: string): string | undefined {
    for (const [name, wheels] of this.placed) {
      if (wheels.some((w) => w.id === id)) {
        return name;
      }
    }
    return undefined;
  }

  wheels(): Wheel[] {
    return [...this.placed.values()].flat();
  }

  private shelf(name: string): Shelf {
    const shelf = this.shelves.find((s) => s.name === name);
    if (!shelf) {
      throw new Error(`no shelf: ${name}`);
    }
    return shelf;
  }
}
