module Harbour
  # A berth on a pontoon, with the largest boat it takes and the depth at
  # low water springs.
  class Berth
    CLEARANCE = 0.3 # metres of water kept under the keel

    attr_reader :id, :pontoon, :max_loa, :max_beam, :depth, :shore_power

    def initialize(id:, pontoon:, max_loa:, max_beam:, depth:, shore_power: true)
      @id = id
      @pontoon = pontoon
      @max_loa = max_loa.to_f
      @max_beam = max_beam.to_f
      @depth = depth.to_f
      @shore_power = shore_power
    end

    def fits?(vessel)
      vessel.loa <= max_loa &&
        vessel.beam <= max_beam &&
        vessel.draught + CLEARANCE <= depth
    end

    # Smaller berths first, so that big berths are kept for big boats.
    def <=>(other)
      [max_loa, max_beam, id] <=> [other.max_loa, other.max_beam, other.id]
    end
    include Comparable

    def to_s
      "#{pontoon}#{id}"
    end
  end
end
