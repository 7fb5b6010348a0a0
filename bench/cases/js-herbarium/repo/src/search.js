// Which sheets match a query, and in what order.

const SORTS = {
  accession: (a, b) => a.accession.localeCompare(b.accession),
  name: (a, b) => a.genus.localeCompare(b.genus) || a.species.localeCompare(b.species),
  year: (a, b) => a.year - b.year || a.accession.localeCompare(b.accession),
};

export function matches(specimen, query = {}) {
  if (query.family && specimen.family.toLowerCase() !== query.family.toLowerCase()) return false;
  if (query.genus && specimen.genus.toLowerCase() !== query.genus.toLowerCase()) return false;
  if (query.collector && !specimen.collector.toLowerCase().includes(query.collector.toLowerCase())) return false;
  if (query.from !== undefined && specimen.year < query.from) return false;
  if (query.to !== undefined && specimen.year > query.to) return false;
  return true;
}

export function search(specimens, query = {}, sort = 'accession') {
  const compare = SORTS[sort];
  if (!compare) throw new Error(`unknown sort: ${sort}`);
  return specimens.filter((s) => matches(s, query)).sort(compare);
}
