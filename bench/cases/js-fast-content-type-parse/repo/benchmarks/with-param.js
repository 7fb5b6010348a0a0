'use strict'

const suite = require('./suite')

const str = 'application/json; charset=utf-8'

suite(str)
