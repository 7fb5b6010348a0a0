# frozen_string_literal: true

module Shipping
  # Price = the zone's base price + a price per chargeable kilo.
  class Quote
    BASE = { 0 => 4.5, 1 => 9.0, 2 => 12.0 }.freeze
    PER_KG = { 0 => 0.5, 1 => 1.0, 2 => 1.5 }.freeze

    attr_reader :parcel, :zone

    def initialize(parcel, country)
      @parcel = parcel
      @zone = Shipping.zone_for(country)
    end

    # The greater of actual and volumetric weight, in whole kilos, rounded up.
    def chargeable_kg
      [parcel.actual_kg, parcel.volumetric_kg].max.ceil
    end

    def price
      (BASE.fetch(zone) + PER_KG.fetch(zone) * chargeable_kg).round(2)
    end
  end
end
