export { parseSpecimen, parseSheets, binomial } from './specimens.js';
export { search, matches } from './search.js';
export { pageCount, pageOf, pageLinks } from './paging.js';
export { formatCollector, label } from './labels.js';
export { Catalogue } from './catalogue.js';
