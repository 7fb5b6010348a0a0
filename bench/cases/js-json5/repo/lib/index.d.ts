import parse = require('./parse')
import stringify = require('./stringify')

export {parse, stringify}
