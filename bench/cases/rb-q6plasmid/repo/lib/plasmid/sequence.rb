# frozen_string_literal: true

module Plasmid
  # A DNA sequence, top strand 5' to 3', linear or circular (a plasmid).
  class Sequence
    COMPLEMENT = { "A" => "T", "T" => "A", "G" => "C", "C" => "G", "N" => "N" }.freeze

    attr_reader :name, :bases

    def initialize(bases, name: nil, circular: false)
      cleaned = bases.to_s.upcase.delete(" \n\t0123456789")
      bad = cleaned.delete("ACGTN")
      raise Error, "not DNA: #{bad[0].inspect}" unless bad.empty?
      raise Error, "an empty sequence" if cleaned.empty?

      @bases = cleaned.freeze
      @name = name
      @circular = circular
    end

    def circular?
      @circular
    end

    def length
      bases.length
    end

    def reverse_complement
      Sequence.new(bases.reverse.tr("ACGTN", "TGCAN"), name: name, circular: circular?)
    end

    def gc_content
      ((bases.count("GC").to_f / length) * 100).round(1)
    end

    # Start positions (0-based) of a motif on the top strand; on a circular sequence also where the
    # motif runs across the origin.
    def find(motif)
      motif = motif.upcase
      text = circular? ? bases + bases[0, motif.length - 1] : bases
      (0..text.length - motif.length).select { |i| text[i, motif.length] == motif && i < length }
    end

    def to_s
      bases
    end
  end
end
