'use strict';

const SHEET = `number,driver,car,class,run1,run2
11,Jo Ashworth,Peugeot 205 GTi,A2,44.10,43.56
12,Sam Rigby,Honda Civic Type R,A2,43.91,FAIL
14,Alex Mercer,Mini Cooper S,A2,DNS,DNS
21,Ruth Ellery,Westfield SEi,B1,39.80,39.12
22,Pete Norland,Caterham 7,B1,39.12,39.40
31,Kay Thorpe,Gould GR55,C,33.51,33.07
`;

module.exports = { SHEET };
