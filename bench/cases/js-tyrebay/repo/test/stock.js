'use strict';

const { Catalog } = require('../lib/catalog');

function shelf() {
  return new Catalog([
    { code: 'MIC-2055516', brand: 'Michelin Primacy 4', size: '205/55R16 91V', price: 9450, stock: 8 },
    { code: 'AVO-2055516', brand: 'Avon ZV7', size: '205/55R16 91V', price: 6200, stock: 4 },
    { code: 'NAN-2055516', brand: 'Nankang AS-1', size: '205/55R16 91H', price: 5100, stock: 2 },
    { code: 'CON-2254518', brand: 'Continental PC6', size: '225/45R18 95Y', price: 13800, stock: 6 },
    { code: 'FAL-1756514', brand: 'Falken Sincera', size: '175/65R14 82T', price: 4800, stock: 10 },
  ]);
}

module.exports = { shelf };
