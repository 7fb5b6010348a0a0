# frozen-string-literal: true

$VERBOSE = true

require 'slop'

require 'minitest/autorun'
require 'stringio'
