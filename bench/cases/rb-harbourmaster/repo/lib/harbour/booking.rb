module Harbour
  # A vessel's stay on a berth: arriving on arrive, leaving on the morning of
  # depart, so the nights are arrive ... depart.
  class Booking
    attr_reader :vessel, :arrive, :depart, :shore_power
    attr_accessor :berth

    def initialize(vessel:, arrive:, depart:, shore_power: false)
      raise Error, "#{vessel.name}: departure must be after arrival" unless depart > arrive

      @vessel = vessel
      @arrive = arrive
      @depart = depart
      @shore_power = shore_power
      @berth = nil
    end

    def nights
      (depart - arrive).to_i
    end

    def on?(date)
      date >= arrive && date < depart
    end

    def overlaps?(other)
      arrive < other.depart && other.arrive < depart
    end

    def to_s
      "#{vessel.name} #{arrive}..#{depart}#{berth ? " on #{berth}" : ''}"
    end
  end
end
