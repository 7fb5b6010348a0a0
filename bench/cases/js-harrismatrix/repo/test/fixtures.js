'use strict';

// Trench 1: a medieval pit cut into a Roman layer, sealed by later deposits.
const SHEETS = `
1001 deposit topsoil
1002 deposit post-medieval plough soil
1003 deposit dark earth
1004 fill    upper fill of pit [1006]
1005 fill    primary fill of pit [1006]
1006 cut     pit
1007 deposit Roman occupation layer
1008 structure wall footing
1009 deposit natural

1001 above 1002
1002 seals 1003
1003 seals 1004
1004 above 1005
1005 fills 1006
1006 cuts 1007
1003 above 1008
1008 above 1007
1007 above 1009
1002 above 1004   # recorded before the dark earth was recognised
`;

const REGISTER = `
# small finds and bulk finds, dates from the specialist reports
SF001 1002 clay-pipe 1680-1710
BF004 1003 pottery 1150-1250
SF012 1004 coin 1279-1307
BF031 1005 pottery 1150-1250
BF032 1005 pottery 1200-1300
BF040 1007 pottery 120-200
SF019 1007 brooch 60-150
`;

const PERIODS = [
  { name: 'Roman', from: 43 },
  { name: 'early medieval', from: 410 },
  { name: 'medieval', from: 1066 },
  { name: 'post-medieval', from: 1540 },
];

module.exports = { SHEETS, REGISTER, PERIODS };
