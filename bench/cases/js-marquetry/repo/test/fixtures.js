'use strict';

// A compass-rose panel: a walnut border, a sycamore and cherry rose, a wenge centre.
exports.ROSE = `
# compass rose panel, 450 mm square
B1 walnut 450x40 grain 90
B2 walnut 450x40 grain 90
B3 walnut 40x370
B4 walnut 40x370
N sycamore 60x150
S sycamore 60x150
E cherry 150x60 grain 90
W cherry 150x60 grain 90
C wenge 30x30 grain 45
`;
