require "minitest/autorun"
require "roomrates"
