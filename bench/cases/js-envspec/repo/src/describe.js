/** A help text listing the schema's variables: name, type, default or "required", and the description. */
export function describe(schema) {
  const rows = Object.entries(schema).map(([key, spec]) => {
    const name = spec.env ?? key.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();
    let type = spec.type;
    if (spec.type === 'enum') type = (spec.values ?? []).join('|');
    const status = spec.required ? 'required' : `default: ${JSON.stringify(spec.default ?? null)}`;
    return [name, type, status, spec.description ?? ''];
  });
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row) => row.map((cell, i) => (i < 3 ? cell.padEnd(widths[i]) : cell)).join('  ').trimEnd())
    .join('\n');
}
