'use strict';

// Round 2 of the winter league: four problems.
const ROUND_TWO = `# climber, problem, result
Ines,1,fall
Ines,1,top
Ines,2,zone
Ines,2,top
Ines,3,top
Ines,4,fall
Ines,4,fall
Ravi,1,top
Ravi,2,fall
Ravi,2,zone
Ravi,2,fall
Ravi,3,top
Ravi,4,zone
Ravi,4,fall
Tomek,1,top
Tomek,2,top
Tomek,3,zone
Tomek,3,fall
Tomek,4,fall
Bea,1,zone
Bea,1,top
Bea,2,fall
Bea,2,zone
Bea,3,fall
Bea,3,top
`;

module.exports = { ROUND_TWO };
