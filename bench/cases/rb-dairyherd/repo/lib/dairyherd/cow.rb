# frozen_string_literal: true

module Dairyherd
  # One cow: her ear tag, when she was born, and the days she calved and was
  # dried off. Lactations are numbered from 1 at her first calving.
  class Cow
    BREEDS = %w[holstein friesian jersey ayrshire shorthorn].freeze

    attr_reader :tag, :name, :breed, :born, :calvings, :dry_offs

    def initialize(tag:, name:, breed:, born:)
      raise Error, "unknown breed #{breed}" unless BREEDS.include?(breed)

      @tag = tag
      @name = name
      @breed = breed
      @born = born
      @calvings = []
      @dry_offs = []
    end

    def calved(date)
      if calvings.any? && date <= calvings.last
        raise Error, "#{tag} calving on #{date} is not after #{calvings.last}"
      end

      calvings << date
      self
    end

    def dried_off(date)
      raise Error, "#{tag} has never calved" if calvings.empty?
      raise Error, "#{tag} dried off before calving" if date <= calvings.last

      dry_offs << date
      self
    end

    def age_in_months(on)
      months = (on.year - born.year) * 12 + (on.month - born.month)
      months -= 1 if on.day < born.day
      months
    end

    def last_calving(on)
      calvings.select { |d| d <= on }.last
    end

    def lactation_number(on)
      calvings.count { |d| d <= on }
    end

    def in_milk?(on)
      calved_on = last_calving(on)
      return false if calved_on.nil?

      dry_offs.none? { |d| d > calved_on && d <= on }
    end

    def days_in_milk(on)
      calved_on = last_calving(on)
      return nil if calved_on.nil? || !in_milk?(on)

      (on - calved_on).to_i
    end

    def heifer?(on)
      lactation_number(on).zero?
    end

    def to_s
      "#{tag} #{name}"
    end
  end
end
