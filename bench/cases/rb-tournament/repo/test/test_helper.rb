require "minitest/autorun"
require "tournament"
