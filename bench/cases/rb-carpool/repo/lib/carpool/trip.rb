module Carpool
  # One trip: who drove, who paid, the distance and what it cost to run the car.
  class Trip
    DEFAULTS = {
      litres_per_100km: 6.5,
      cents_per_litre: 179,
      tolls: 0,
      parking: 0
    }.freeze

    attr_reader :driver, :payer, :km, :riders, :litres_per_100km, :cents_per_litre, :tolls, :parking

    # riders: { "name" => km ridden }; the driver rides the whole distance unless listed.
    def initialize(driver:, km:, riders:, payer: driver, **costs)
      unknown = costs.keys - DEFAULTS.keys
      raise ArgumentError, "unknown cost #{unknown.first}" unless unknown.empty?
      raise ArgumentError, "km must be positive" unless km.positive?

      opts = DEFAULTS.merge(costs)
      @driver = driver
      @payer = payer
      @km = km
      @riders = { driver => km }.merge(riders)
      @litres_per_100km = opts[:litres_per_100km]
      @cents_per_litre = opts[:cents_per_litre]
      @tolls = opts[:tolls]
      @parking = opts[:parking]
      check_riders
    end

    def fuel_cents
      Money.round_cents(km * litres_per_100km / 100.0 * cents_per_litre)
    end

    def total_cents
      fuel_cents + tolls + parking
    end

    private

    def check_riders
      @riders.each do |name, ridden|
        next if ridden.positive? && ridden <= km

        raise ArgumentError, "#{name} rode #{ridden} km of a #{km} km trip"
      end
    end
  end
end
