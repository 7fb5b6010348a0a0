require "minitest/autorun"
require "livery"
