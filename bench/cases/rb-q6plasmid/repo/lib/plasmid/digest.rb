# frozen_string_literal: true

module Plasmid
  # A sequence cut with one or more enzymes, and the fragments that come out.
  class Digest
    Fragment = Struct.new(:from, :to, :length)

    attr_reader :sequence, :enzymes

    def initialize(sequence, *enzymes)
      raise Error, "a digest needs an enzyme" if enzymes.empty?

      @sequence = sequence
      @enzymes = enzymes
    end

    def cuts
      enzymes.flat_map { |e| e.cuts(sequence) }.uniq.sort
    end

    # Fragments from start to end of a linear sequence.
    def fragments
      raise Error, "circular digests are not done yet" if sequence.circular?

      bounds = [0, *cuts, sequence.length].uniq
      bounds.each_cons(2).map { |from, to| Fragment.new(from, to, to - from) }
    end

    def sizes
      fragments.map(&:length).sort.reverse
    end
  end
end
