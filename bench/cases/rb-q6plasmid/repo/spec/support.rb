# frozen_string_literal: true

# pQ6, the lab's 3 kb teaching vector: filler with one EcoRI, one BamHI and one HindIII site.
module Fixtures
  SITES = /GAATTC|GGATCC|AAGCTT|GCGGCCGC|CTCGAG|CCCGGG|CTGCAG/.freeze

  def filler(size, seed)
    rng = Random.new(seed)
    Array.new(size) { "ACGT"[rng.rand(4)] }.join.gsub(SITES) { |site| "A" * site.length }
  end

  def pq6(circular: false)
    bases = filler(400, 1) + "GAATTC" + filler(1094, 2) + "GGATCC" + filler(694, 3) + "AAGCTT" + filler(800, 4)
    Plasmid::Sequence.new(bases, name: "pQ6", circular: circular)
  end
end

RSpec.configure { |config| config.include Fixtures }
