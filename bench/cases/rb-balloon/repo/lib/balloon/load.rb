# frozen_string_literal: true

module Balloon
  # Everything that hangs under the envelope, item by item.
  class Load
    Item = Struct.new(:name, :kg)

    attr_reader :items

    def initialize
      @items = []
    end

    def add(name, kg)
      raise ArgumentError, "#{name}: weight must be positive" unless kg.positive?

      @items << Item.new(name, kg.to_f)
      self
    end

    # A propane cylinder: its tare and the propane in it.
    def cylinder(name, tare_kg:, propane_kg:)
      add("#{name} (#{format('%.0f', propane_kg)} kg propane)", tare_kg + propane_kg)
    end

    def total_kg
      items.sum(&:kg)
    end
  end
end
