# frozen_string_literal: true

module Tannery
  # A fault found on a hide at the sorting table. Points weigh the kind of
  # fault by where it sits: the butt gives the best cutting leather, so a
  # fault there costs more than one on the belly.
  class Defect
    SEVERITY = {
      scratch: 1, vein: 1, tick: 1,
      scar: 2,
      brand: 3, grain_crack: 3,
      hole: 4
    }.freeze
    REGION_WEIGHT = { butt: 3, shoulder: 2, belly: 1, neck: 1 }.freeze
    LARGE_CM = 5

    attr_reader :kind, :region, :size_cm

    def initialize(kind, region, size_cm)
      raise ArgumentError, "unknown defect kind #{kind.inspect}" unless SEVERITY.key?(kind)
      raise ArgumentError, "unknown region #{region.inspect}" unless REGION_WEIGHT.key?(region)
      raise ArgumentError, "size must be positive" unless size_cm.positive?

      @kind = kind
      @region = region
      @size_cm = size_cm
    end

    def large?
      size_cm > LARGE_CM
    end

    def points
      base = SEVERITY[kind] * REGION_WEIGHT[region]
      large? ? base * 2 : base
    end

    def to_s
      "#{kind} on #{region} (#{size_cm} cm)"
    end
  end

  # One hide as received (green or salted weight) and, once through the
  # measuring machine, its area.
  class Hide
    SPECIES = %i[cattle calf goat sheep].freeze

    attr_reader :tag, :species, :green_weight_kg, :area_sqft, :defects

    def initialize(tag:, species:, green_weight_kg:, area_sqft: nil, defects: [])
      raise ArgumentError, "unknown species #{species.inspect}" unless SPECIES.include?(species)
      raise ArgumentError, "weight must be positive" unless green_weight_kg.positive?

      @tag = tag
      @species = species
      @green_weight_kg = green_weight_kg
      @area_sqft = area_sqft && Units.measure_sqft(area_sqft)
      @defects = defects.dup.freeze
    end

    def measured?
      !area_sqft.nil?
    end

    # The same hide with its area from the measuring machine.
    def measure(sqft)
      Hide.new(tag: tag, species: species, green_weight_kg: green_weight_kg,
               area_sqft: sqft, defects: defects)
    end

    def defect_points
      defects.sum(&:points)
    end

    def defects_in(region)
      defects.select { |d| d.region == region }
    end
  end
end
