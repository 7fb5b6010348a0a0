# frozen_string_literal: true

module Tannery
  Drum = Struct.new(:name, :capacity_kg) do
    def to_s
      "#{name} (#{capacity_kg} kg)"
    end
  end

  # Loads batches into the works' drums for one step: heaviest batch first,
  # each into the first drum with room left (first fit decreasing).
  class DrumPlan
    attr_reader :drums

    def initialize(drums)
      raise ArgumentError, "no drums" if drums.empty?

      @drums = drums
    end

    def assign(batches, basis: :green)
      loads = drums.to_h { |d| [d.name, []] }
      room = drums.to_h { |d| [d.name, d.capacity_kg] }
      batches.sort_by { |b| [-b.weight_for(basis), b.code] }.each do |batch|
        weight = batch.weight_for(basis)
        drum = drums.find { |d| room[d.name] >= weight }
        raise ArgumentError, "batch #{batch.code} (#{weight} kg) fits no drum" unless drum

        loads[drum.name] << batch
        room[drum.name] = (room[drum.name] - weight).round(2)
      end
      loads
    end

    # How full each drum is, in percent of its capacity, to one decimal.
    def fill(loads, basis: :green)
      drums.to_h do |d|
        weight = loads.fetch(d.name, []).sum { |b| b.weight_for(basis) }
        [d.name, (weight * 100.0 / d.capacity_kg).round(1)]
      end
    end
  end
end
