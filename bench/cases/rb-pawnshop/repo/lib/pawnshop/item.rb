# frozen_string_literal: true

module Pawnshop
  CATEGORIES = %i[gold jewellery watch electronics tool instrument].freeze
  CONDITIONS = %i[excellent good fair poor].freeze

  # A pledged article. +value+ is the counter's resale estimate in pence;
  # gold is valued by weight instead, so +grams+ and +carat+ are set.
  Item = Struct.new(:description, :category, :condition, :value, :grams, :carat,
                    keyword_init: true) do
    def initialize(**)
      super
      self.condition ||= :good
      validate!
    end

    def gold?
      category == :gold
    end

    private

    def validate!
      raise ArgumentError, "unknown category #{category.inspect}" unless CATEGORIES.include?(category)
      raise ArgumentError, "unknown condition #{condition.inspect}" unless CONDITIONS.include?(condition)

      if gold?
        raise ArgumentError, "gold needs grams and carat" unless grams && carat
        raise ArgumentError, "carat must be 1 to 24" unless (1..24).cover?(carat)
      elsif value.nil? || value.negative?
        raise ArgumentError, "#{description}: value must be zero or more"
      end
    end
  end
end
