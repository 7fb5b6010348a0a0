export interface Tool {
  id: string;
  name: string;
  depositCents: number;
  dailyLateFeeCents: number;
}

export type Catalog = ReadonlyMap<string, Tool>;

export function makeCatalog(tools: readonly Tool[]): Catalog {
  const byId = new Map<string, Tool>();
  for (const tool of tools) {
    if (byId.has(tool.id)) {
      throw new Error(`duplicate tool id: ${tool.id}`);
    }
    if (tool.dailyLateFeeCents < 0 || tool.depositCents < 0) {
      throw new Error(`negative amount for ${tool.id}`);
    }
    byId.set(tool.id, tool);
  }
  return byId;
}

export function findTool(catalog: Catalog, id: string): Tool {
  const tool = catalog.get(id);
  if (!tool) {
    throw new Error(`unknown tool: ${id}`);
  }
  return tool;
}
