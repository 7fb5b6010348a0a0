# Results of pipe band contests: the judges' score sheets, the placings of a
# contest and the season's championship table.
module Pipeband
  class Error < StandardError; end
end

require "pipeband/band"
require "pipeband/sheet"
require "pipeband/contest"
require "pipeband/championship"
require "pipeband/table"
