# frozen_string_literal: true

module Hatchery
  # Stocking density: kilograms of fish per cubic metre of water.
  module Density
    # Highest density allowed, by species, for fish up to a mean weight in g.
    LIMITS = {
      "rainbow" => [[10, 20.0], [100, 35.0], [Float::INFINITY, 50.0]],
      "brown" => [[10, 15.0], [100, 25.0], [Float::INFINITY, 35.0]],
      "brook" => [[10, 15.0], [100, 28.0], [Float::INFINITY, 40.0]]
    }.freeze

    Check = Struct.new(:tank, :kg_per_m3, :limit, keyword_init: true) do
      def over?
        kg_per_m3 > limit
      end

      # Fraction of the limit in use, e.g. 0.85.
      def loading
        kg_per_m3 / limit
      end
    end

    module_function

    def kg_per_m3(tank, batches)
      batches.select { |b| b.tank.equal?(tank) }.sum(0.0, &:biomass_kg) / tank.volume
    end

    def limit_for(batch)
      bands = LIMITS.fetch(batch.species)
      bands.find { |upper, _| batch.mean_weight_g <= upper }.last
    end

    # A tank's density against the strictest limit of the batches in it.
    def check(tank, batches)
      in_tank = batches.select { |b| b.tank.equal?(tank) }
      raise Error, "tank #{tank.id} holds no batches" if in_tank.empty?

      Check.new(tank: tank, kg_per_m3: kg_per_m3(tank, batches),
                limit: in_tank.map { |b| limit_for(b) }.min)
    end

    # Every tank that is over its limit.
    def overstocked(tanks, batches)
      tanks.filter_map do |tank|
        next unless batches.any? { |b| b.tank.equal?(tank) }

        result = check(tank, batches)
        result if result.over?
      end
    end
  end
end
