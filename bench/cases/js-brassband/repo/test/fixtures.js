'use strict';

// the second section of an area contest, two adjudicators in the box
const areaMarks = `# band,adjudicator,mark
Hepworth Village,JW,94
Hepworth Village,PR,92
Old Mill Silver,JW,91
Old Mill Silver,PR,95
Rothwell Temperance,JW,89
Rothwell Temperance,PR,88
Slaithwaite Youth,JW,93
Slaithwaite Youth,PR,93
`;

const areaDraw = `Rothwell Temperance
Slaithwaite Youth
Hepworth Village
Old Mill Silver
`;

module.exports = { areaMarks, areaDraw };
