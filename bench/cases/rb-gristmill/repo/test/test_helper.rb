require "minitest/autorun"
require "gristmill"
