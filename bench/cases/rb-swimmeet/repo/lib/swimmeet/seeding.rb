module Swimmeet
  # Heats for an event: the fastest swimmers in the last heat, the fastest of a heat in the middle lanes.
  class Seeding
    attr_reader :lanes

    def initialize(lanes: 6)
      raise ArgumentError, "a pool has at least two lanes" if lanes < 2

      @lanes = lanes
    end

    # Lanes from the middle outwards: for 6 lanes 3, 4, 2, 5, 1, 6.
    def lane_order
      middle = (lanes + 1) / 2
      order = [middle]
      step = 1
      while order.size < lanes
        order << middle + step if middle + step <= lanes
        order << middle - step if middle - step >= 1 && order.size < lanes
        step += 1
      end
      order
    end

    def ranked(entries)
      entries.sort_by(&:sort_key)
    end

    # Heats in swimming order, each a Hash of lane => Entry. The slowest swimmers swim first; a first heat
    # of fewer than three is topped up from the next, so no one swims alone.
    def heats(entries)
      groups = ranked(entries).each_slice(lanes).to_a.reverse
      if groups.size > 1 && groups.first.size < 3
        short = 3 - groups.first.size
        groups[0] = groups[1].pop(short) + groups[0]
      end
      groups.map { |group| group.zip(lane_order).to_h { |entry, lane| [lane, entry] } }
    end

    def start_list(entries)
      heats(entries).each_with_index.flat_map do |heat, index|
        heat.sort.map { |lane, entry| "Heat #{index + 1} Lane #{lane}: #{entry.label}" }
      end
    end
  end
end
