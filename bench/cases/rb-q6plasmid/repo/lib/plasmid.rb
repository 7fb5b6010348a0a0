# frozen_string_literal: true

# Bench tools for a cloning lab: DNA sequences, restriction enzymes, digests and the gel they run on,
# and primers.
module Plasmid
  class Error < StandardError; end
end

require_relative "plasmid/sequence"
require_relative "plasmid/enzyme"
require_relative "plasmid/digest"
require_relative "plasmid/gel"
require_relative "plasmid/primer"
