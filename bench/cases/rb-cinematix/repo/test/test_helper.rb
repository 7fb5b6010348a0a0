require "minitest/autorun"
require "cinematix"
