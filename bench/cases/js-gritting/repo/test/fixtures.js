'use strict';

const routesCsv = `id,name,depot,domain,priority,length_km,lanes
N1,A629 Halifax Road,North,valley,1,42,2
N2,Moor Lane and Top Road,North,high,2,18.5,2
N3,B6114 Scammonden,North,high,1,24,2
S1,A616 Stocksbridge bypass,South,valley,1,16,4
S2,Penistone town loop,South,valley,2,12,2
`;

const frostyNight = {
  valley: { minRst: 0.5, wet: true, snow: false },
  high: { minRst: -6, wet: true, snow: false },
};

const mildNight = {
  valley: { minRst: 3.2, wet: true, snow: false },
  high: { minRst: 0.8, wet: false, snow: false },
};

module.exports = { routesCsv, frostyNight, mildNight };
