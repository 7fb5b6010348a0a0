'use strict';

// Kilkenny v Tipperary, a made-up league match.
const TIMELINE = `
# first half
1H 01:40 KIL point T. Reid
1H 03:12 TIP free N. McGrath
1H 07:45 TIP goal J. Morris
1H 12:05 KIL point A. Mullen
1H 18:30 KIL free T. Reid
1H 24:10 KIL goal A. Mullen
1H 30:00 TIP point N. McGrath
1H 36:20 KIL penalty T. Reid
# second half
2H 02:15 TIP 65 N. McGrath
2H 09:40 TIP point J. Morris
2H 15:00 KIL point C. Buckley
2H 22:45 TIP goal S. Bourke
2H 28:10 KIL free T. Reid
2H 33:05 TIP point J. Morris
2H 37:30 KIL point A. Mullen
`;

module.exports = { TIMELINE };
