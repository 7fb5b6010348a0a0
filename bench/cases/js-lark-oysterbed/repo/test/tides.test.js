import { test } from 'node:test'
import assert from 'node:assert/strict'
import { formatClock, parseClock } from '../src/clock.js'
import { formatWindow, heightAt, parseTideTable, workingWindows } from '../src/tides.js'
import { TIDES } from './fixtures.js'

test('clock times', () => {
  assert.equal(parseClock('05:40'), 340)
  assert.equal(formatClock(1085), '18:05')
  assert.equal(formatClock(1440 + 30), '00:30')
  assert.throws(() => parseClock('24:10'), /bad time "24:10"/)
})

test('parsing a tide table', () => {
  const events = parseTideTable(TIDES)
  assert.deepEqual(events, [
    { time: 340, type: 'LW', height: 1.2 },
    { time: 712, type: 'HW', height: 12.8 },
    { time: 1085, type: 'LW', height: 1.6 }
  ])
  assert.throws(() => parseTideTable('05:40 LW 1.2\n11:52 LW 1.0'), /two LW in a row at 11:52/)
  assert.throws(() => parseTideTable('05:40 LW 1.2m'), /line 1: expected/)
})

test('height by the rule of twelfths', () => {
  const events = parseTideTable(TIDES)
  assert.equal(heightAt(events, 340), 1.2)
  assert.equal(heightAt(events, 712), 12.8)
  // two sixths of the rising tide: three twelfths of the 11.6 m range
  assert.ok(Math.abs(heightAt(events, 340 + 124) - 4.1) < 1e-9)
  assert.throws(() => heightAt(events, 300), /05:00 is outside the tide table/)
})

test('working windows on the foreshore', () => {
  const events = parseTideTable(TIDES)
  assert.deepEqual(workingWindows(events, 3.5).map(formatWindow), ['05:40-07:20', '16:35-18:05'])
  assert.deepEqual(workingWindows(events, 2).map(formatWindow), ['05:40-06:30', '17:40-18:05'])
  assert.deepEqual(workingWindows(events, 0.5), [])
})
