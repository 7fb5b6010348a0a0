// Specimen sheets as the curators export them: one line each, fields separated by '|'.
//   accession | family | genus | species | collector | year | locality

const FIELDS = ['accession', 'family', 'genus', 'species', 'collector', 'year', 'locality'];

export function parseSpecimen(line) {
  const parts = line.split('|').map((part) => part.trim());
  if (parts.length !== FIELDS.length) {
    throw new Error(`expected ${FIELDS.length} fields, got ${parts.length}: ${line}`);
  }
  const specimen = Object.fromEntries(FIELDS.map((field, i) => [field, parts[i]]));
  specimen.year = Number(specimen.year);
  if (!Number.isInteger(specimen.year)) {
    throw new Error(`bad year for ${specimen.accession}: ${parts[5]}`);
  }
  return specimen;
}

export function parseSheets(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map(parseSpecimen);
}

export function binomial(specimen) {
  return `${specimen.genus} ${specimen.species}`;
}
