# frozen_string_literal: true

module Plasmid
  # A PCR primer: a short single strand, 5' to 3'.
  class Primer
    attr_reader :name, :sequence

    def initialize(name, bases)
      @name = name
      @sequence = Sequence.new(bases)
      raise Error, "#{name} is #{sequence.length} bases; primers here are 12 to 40" unless sequence.length.between?(12, 40)
    end

    # Melting temperature by the Wallace rule: 2 degrees for each A or T, 4 for each G or C.
    def tm
      at = sequence.bases.count("AT")
      gc = sequence.bases.count("GC")
      2 * at + 4 * gc
    end

    # A G or C among the last two bases at the 3' end helps the primer bind.
    def gc_clamp?
      sequence.bases[-2..].count("GC").positive?
    end

    def adds_site?(enzyme)
      !sequence.find(enzyme.site).empty?
    end
  end
end
