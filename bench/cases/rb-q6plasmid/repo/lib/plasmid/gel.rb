# frozen_string_literal: true

module Plasmid
  # An agarose gel: how far a band runs from the well, in millimetres, for a fragment size. A 1% gel
  # run for the lab's usual forty minutes: 10 kb runs about 10 mm, 100 bp about 70 mm; anything shorter
  # than the gel's lower limit runs off the end.
  class Gel
    Band = Struct.new(:bp, :mm, :count)

    attr_reader :length_mm

    def initialize(length_mm: 75, top: 130.0, slope: 30.0)
      @length_mm = length_mm
      @top = top
      @slope = slope
    end

    def distance(bp)
      (@top - @slope * Math.log10(bp)).round(1)
    end

    # The bands a digest gives in one lane, biggest first. Fragments that run within 1 mm of each other
    # are one band (a doublet, count 2); fragments that run off the gel are not seen.
    def lane(digest)
      bands = []
      sizes = digest.fragments.map(&:length).sort.reverse
      sizes.each do |bp|
        mm = distance(bp)
        next if mm > length_mm

        if bands.last && (mm - bands.last.mm).abs <= 1.0
          bands.last.count += 1
        else
          bands << Band.new(bp, mm, 1)
        end
      end
      bands
    end

    def describe(digest)
      lane(digest).map { |b| b.count > 1 ? "#{b.bp} bp x#{b.count} (#{b.mm} mm)" : "#{b.bp} bp (#{b.mm} mm)" }
    end
  end
end
