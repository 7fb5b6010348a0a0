'use strict';

const test = require('node:test');
const assert = require('node:assert/strict');

const { parseSheets, parseRegister, tpqByContext, contextReport } = require('../src');
const { SHEETS, REGISTER } = require('./fixtures');

test('one line per context, latest first', () => {
  const m = parseSheets(SHEETS);
  const lines = contextReport(m, tpqByContext(parseRegister(REGISTER)));
  assert.equal(lines.length, 9);
  assert.equal(lines[0], '1001 deposit "topsoil" above: - below: 1002 tpq: 1680');
  assert.equal(lines[3], '1004 fill "upper fill of pit [1006]" above: 1002, 1003 below: 1005 tpq: 1279');
  assert.equal(lines[8], '1009 deposit "natural" above: 1007 below: - tpq: -');
});
