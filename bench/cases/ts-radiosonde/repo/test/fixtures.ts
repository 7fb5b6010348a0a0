// A summer afternoon sounding, as the ground station prints it (pressure hPa, height m, T °C, Td °C,
// wind direction deg, wind speed kt). Rows are deliberately not all in order.
export const SUMMER = `
# station 03743 12Z
1000   110  24.0  18.0 180 10
 925   790  20.2  15.6 200 15
 850  1500  16.0  12.0 220 20
 500  5800  -9.0 -19.0 250 40
 700  3100   6.0  -2.0 240 30
 400  7500 -20.5 -33.0 260 50
 300  9600 -35.0 -48.0 265 60
 250 10900 -45.0 -58.0 270 70
 200 12400 -53.0 -65.0 270 65
 150 14200 -54.0 -70.0 265 45
 100 16600 -60.0 -78.0 260 30
`;

// A winter morning: below freezing from the ground up.
export const WINTER = `
1000   60  -3.0  -5.0 320 12
 850 1320  -8.0 -12.0 310 25
 700 2850 -16.0 -25.0 300 35
 500 5400 -33.0 -45.0 290 55
 300 8800 -55.0 -65.0 280 80
`;
