# frozen_string_literal: true

module Allotments
  # A plot on one of the society's sites. Sizes are surveyed in square metres;
  # older leases still give them in rods (poles), one rod being 25.29 m².
  class Plot
    SQUARE_METRES_PER_ROD = 25.29
    STATUSES = %i[vacant let withdrawn].freeze

    attr_reader :number, :site, :area, :status, :tap_distance
    attr_accessor :tenant

    def self.from_rods(number, site:, rods:, tap_distance: 0)
      new(number, site: site, area: (rods * SQUARE_METRES_PER_ROD).round(1), tap_distance: tap_distance)
    end

    def initialize(number, site:, area:, status: :vacant, tap_distance: 0)
      raise ArgumentError, "area must be positive" unless area.positive?
      raise ArgumentError, "unknown status #{status}" unless STATUSES.include?(status)

      @number = number.to_s
      @site = site
      @area = area.to_f
      @status = status
      @tap_distance = tap_distance
      @tenant = nil
    end

    def rods
      (area / SQUARE_METRES_PER_ROD).round(1)
    end

    def vacant?
      status == :vacant
    end

    def let?
      status == :let
    end

    def let_to(tenant)
      raise ArgumentError, "plot #{number} is not vacant" unless vacant?

      @tenant = tenant
      @status = :let
      self
    end

    def vacate
      @tenant = nil
      @status = :vacant
      self
    end

    def withdraw
      raise ArgumentError, "plot #{number} is let" if let?

      @status = :withdrawn
      self
    end

    # A plot is "full" at 250 m² (ten rods), the traditional size.
    def size_band
      if area <= 75 then :quarter
      elsif area <= 150 then :half
      else :full
      end
    end

    def to_s
      "#{site} #{number} (#{area.round} m²)"
    end
  end
end
