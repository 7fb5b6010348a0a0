# frozen_string_literal: true

module Mealplan
  # An amount of an ingredient, kept in its base unit (g, ml or pc).
  class Quantity
    include Comparable

    BASE = { "g" => ["g", 1], "kg" => ["g", 1000], "ml" => ["ml", 1], "l" => ["ml", 1000], "pc" => ["pc", 1] }.freeze

    attr_reader :amount, :unit

    def self.parse(text)
      amount, unit = text.strip.split(/\s+/, 2)
      new(Float(amount), unit || "pc")
    end

    def initialize(amount, unit)
      base, factor = BASE.fetch(unit) { raise ArgumentError, "unknown unit #{unit.inspect}" }
      @amount = amount * factor
      @unit = base
    end

    def +(other)
      check_unit(other)
      Quantity.new(amount + other.amount, unit)
    end

    def -(other)
      check_unit(other)
      Quantity.new(amount - other.amount, unit)
    end

    def *(factor)
      Quantity.new(amount * factor, unit)
    end

    def <=>(other)
      return nil unless other.is_a?(Quantity) && other.unit == unit

      amount <=> other.amount
    end

    def positive?
      amount.positive?
    end

    def to_s
      case unit
      when "g" then amount >= 1000 ? "#{fmt(amount / 1000.0)} kg" : "#{fmt(amount)} g"
      when "ml" then amount >= 1000 ? "#{fmt(amount / 1000.0)} l" : "#{fmt(amount)} ml"
      else fmt(amount.ceil).to_s
      end
    end

    private

    def check_unit(other)
      return if other.unit == unit

      raise ArgumentError, "cannot combine #{unit} with #{other.unit}"
    end

    def fmt(value)
      rounded = value.round(2)
      rounded == rounded.to_i ? rounded.to_i.to_s : rounded.to_s
    end
  end
end
