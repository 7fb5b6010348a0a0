import { binomial } from './specimens.js';

// "WALLACE, Alfred Russel" -> "A. R. Wallace", the way collectors are cited on labels.
export function formatCollector(raw) {
  const [surname, given = ''] = raw.split(',').map((part) => part.trim());
  const initials = given
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => `${name[0].toUpperCase()}.`);
  const family = surname.charAt(0).toUpperCase() + surname.slice(1).toLowerCase();
  return [...initials, family].join(' ');
}

export function label(specimen) {
  return [
    `${specimen.family.toUpperCase()}`,
    `${binomial(specimen)}`,
    `${specimen.locality}, ${specimen.year}`,
    `leg. ${formatCollector(specimen.collector)}   ${specimen.accession}`,
  ].join('\n');
}
