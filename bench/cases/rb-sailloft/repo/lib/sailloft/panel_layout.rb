# frozen_string_literal: true

module Sailloft
  # Cross-cut layout: panels run from the leech towards the luff, at right
  # angles to the leech, stacked from the clew up to the head. Each panel is
  # one cloth width, less the overlap sewn into the seam above it.
  class PanelLayout
    Panel = Struct.new(:number, :from, :to, :length, keyword_init: true)

    # Every panel is cut this much longer than it finishes, for trimming.
    CUT_ALLOWANCE = 0.15
    DEFAULT_SEAM = 0.02

    attr_reader :sail, :cloth, :seam

    def initialize(sail, cloth, seam: DEFAULT_SEAM)
      @sail = sail
      @cloth = cloth
      @seam = seam
    end

    def usable_width
      cloth.width - seam
    end

    def panel_count
      (sail.leech / usable_width).ceil
    end

    def panels
      @panels ||= Array.new(panel_count) do |index|
        from = index * usable_width
        to = [from + usable_width, sail.leech].min
        Panel.new(number: index + 1, from: from.round(3), to: to.round(3), length: cut_length(from, to))
      end
    end

    # Running metres of cloth off the roll for the whole sail.
    def cloth_metres
      panels.sum(&:length).round(2)
    end

    def longest_panel
      panels.max_by(&:length)
    end

    private

    def cut_length(from, to)
      widest = if sail.girth_station.between?(from, to)
                 sail.girth
               else
                 [chord_at(from), chord_at(to)].max
               end
      (widest * (1 + sail.roach) + CUT_ALLOWANCE).round(3)
    end

    # Width of the sail at right angles to the leech, `station` metres up it.
    def chord_at(station)
      apex = sail.girth_station
      if station <= apex
        sail.girth * station / apex
      else
        sail.girth * (sail.leech - station) / (sail.leech - apex)
      end
    end
  end
end
