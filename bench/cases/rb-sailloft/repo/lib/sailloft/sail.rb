# frozen_string_literal: true

module Sailloft
  # A sail as a triangle (luff, leech, foot in metres) plus roach, the area
  # added outside the straight leech, as a fraction of the triangle.
  class Sail
    KINDS = %i[main genoa jib staysail].freeze
    HEADSAILS = %i[genoa jib staysail].freeze

    # Headsail luff is cut short of the forestay for the tack and head fittings.
    LUFF_FRACTION = 0.95

    attr_reader :kind, :luff, :leech, :foot, :roach

    def self.mainsail(rig, roach: 0.12)
      leech = Math.hypot(rig.p, rig.e)
      new(kind: :main, luff: rig.p, leech: leech, foot: rig.e, roach: roach)
    end

    # overlap is LP / J: 1.35 for a 135% genoa, 1.0 or less for a jib.
    def self.headsail(rig, overlap:)
      kind = overlap > 1.05 ? :genoa : :jib
      luff = rig.forestay_length * LUFF_FRACTION
      lp = rig.j * overlap
      foot = lp * rig.forestay_length / rig.i
      leech = Math.sqrt([luff**2 + foot**2 - 2 * luff * foot * Math.cos(tack_angle(rig)), 0].max)
      new(kind: kind, luff: luff, leech: leech, foot: foot, roach: 0.0)
    end

    # Angle between forestay and a line along the deck at the tack.
    def self.tack_angle(rig)
      Math.atan2(rig.i, rig.j)
    end

    def initialize(kind:, luff:, leech:, foot:, roach: 0.0)
      raise ArgumentError, "unknown sail kind #{kind.inspect}" unless KINDS.include?(kind)

      @kind = kind
      @luff = luff.to_f
      @leech = leech.to_f
      @foot = foot.to_f
      @roach = roach.to_f
      return if triangle?

      raise ArgumentError, "luff #{@luff}, leech #{@leech} and foot #{@foot} do not make a triangle"
    end

    def headsail?
      HEADSAILS.include?(kind)
    end

    # Heron's formula.
    def triangle_area
      s = (luff + leech + foot) / 2.0
      Math.sqrt(s * (s - luff) * (s - leech) * (s - foot))
    end

    def area
      triangle_area * (1 + roach)
    end

    # Distance from the tack to the leech, at right angles to the leech:
    # the widest a cross-cut panel has to be cut.
    def girth
      2 * triangle_area / leech
    end

    # How far up the leech from the clew the girth line meets it.
    def girth_station
      (leech**2 + foot**2 - luff**2) / (2 * leech)
    end

    private

    def triangle?
      sides = [luff, leech, foot].sort
      sides.first.positive? && sides[0] + sides[1] > sides[2]
    end
  end
end
