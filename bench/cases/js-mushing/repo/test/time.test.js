'use strict'

const assert = require('assert')
const { parseStamp, formatStamp, formatDuration } = require('../lib/time')

describe('time', function () {
  it('reads and writes checkpoint clock times', function () {
    const t = parseStamp('2026-03-01T14:00')
    assert.strictEqual(formatStamp(t), '2026-03-01 14:00')
    assert.strictEqual(parseStamp('2026-03-01 14:30') - t, 30)
  })

  it('rejects what is not a time', function () {
    for (const bad of ['2026-03-01', '2026-13-01T10:00', '2026-03-01T24:00', 'noon']) {
      assert.throws(() => parseStamp(bad), /not a time/)
    }
  })

  it('formats durations', function () {
    assert.strictEqual(formatDuration(45), '45m')
    assert.strictEqual(formatDuration(450), '7h 30m')
    assert.strictEqual(formatDuration(1440 + 245), '1d 04h 05m')
    assert.strictEqual(formatDuration(-90), '-1h 30m')
  })
})
