# frozen_string_literal: true

module Hatchery
  # A rectangular raceway or round tank with a water supply.
  class Tank
    attr_reader :id, :volume, :flow_lpm

    # Rectangular tank from its inside dimensions in metres.
    def self.raceway(id, length_m:, width_m:, depth_m:, flow_lpm:)
      new(id, volume: length_m * width_m * depth_m, flow_lpm: flow_lpm)
    end

    # Round tank from its diameter and water depth in metres.
    def self.round(id, diameter_m:, depth_m:, flow_lpm:)
      radius = diameter_m / 2.0
      new(id, volume: Math::PI * radius * radius * depth_m, flow_lpm: flow_lpm)
    end

    # volume is in cubic metres, flow in litres per minute.
    def initialize(id, volume:, flow_lpm:)
      raise Error, "tank #{id}: volume must be positive" unless volume.positive?
      raise Error, "tank #{id}: flow cannot be negative" if flow_lpm.negative?

      @id = id
      @volume = volume.to_f
      @flow_lpm = flow_lpm.to_f
    end

    def volume_litres
      volume * 1000
    end

    # How many times an hour the inflow replaces the tank's water.
    def exchanges_per_hour
      flow_lpm * 60 / volume_litres
    end

    def to_s
      format("%s (%.1f m³, %.0f L/min)", id, volume, flow_lpm)
    end
  end
end
