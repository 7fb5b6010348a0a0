declare function isEqual(value?: unknown, other?: unknown): boolean;

export = isEqual;
