const { parseLog } = require('../src/tickets');
const { dailyReport } = require('../src/report');

const LOG = `
# plate, in, out
KA-123, 07:50, 08:05
B-4411, 08:10, 17:45
M-2020, 09:00, 11:30
`;

test('parses the ticket log', () => {
  const stays = parseLog(LOG);
  expect(stays.map((s) => s.plate)).toEqual(['KA-123', 'B-4411', 'M-2020']);
  expect(stays.map((s) => s.cents)).toEqual([0, 1200, 450]);
});

test('the report lists stays in arrival order with the total', () => {
  const report = dailyReport(parseLog(LOG));
  expect(report.lines).toEqual([
    'KA-123   07:50-08:05    0.00',
    'B-4411   08:10-17:45   12.00',
    'M-2020   09:00-11:30    4.50',
  ]);
  expect(report.totalCents).toBe(1650);
});
