'use strict';

const REFERRALS = `ref,adults,children,diet
R-101,1,0,
R-102,2,3,
R-103,1,2,vegetarian
R-104,2,0,Halal
`;

const STOCK = {
  cereal: 10,
  'milk (UHT)': 20,
  pasta: 9,
  'pasta sauce': 10,
  'tinned tomatoes': 12,
  'tinned meat': 8,
  'tinned vegetables': 10,
  rice: 3,
  'tea bags': 10,
};

module.exports = { REFERRALS, STOCK };
