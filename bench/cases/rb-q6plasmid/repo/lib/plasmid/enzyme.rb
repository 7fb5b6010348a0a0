# frozen_string_literal: true

module Plasmid
  # A restriction enzyme: its recognition site with the cut on the top strand marked ^, e.g. G^AATTC.
  class Enzyme
    attr_reader :name, :site, :cut_offset

    COMMON = {
      "EcoRI" => "G^AATTC", "BamHI" => "G^GATCC", "HindIII" => "A^AGCTT",
      "NotI" => "GC^GGCCGC", "XhoI" => "C^TCGAG", "SmaI" => "CCC^GGG", "PstI" => "CTGCA^G"
    }.freeze

    def self.named(name)
      site = COMMON.fetch(name) { raise Error, "no enzyme called #{name} in the freezer" }
      new(name, site)
    end

    def initialize(name, marked_site)
      raise Error, "#{name}: mark the cut with one ^" unless marked_site.count("^") == 1

      @name = name
      @cut_offset = marked_site.index("^")
      @site = marked_site.delete("^").upcase.freeze
    end

    def blunt?
      cut_offset * 2 == site.length
    end

    # Top-strand positions the enzyme cuts the sequence at: the base after the cut.
    def cuts(sequence)
      sequence.find(site).map { |start| (start + cut_offset) % sequence.length }.sort
    end
  end
end
