'use strict'

const suite = require('./suite')

const str = '  application/json'

suite(str)
