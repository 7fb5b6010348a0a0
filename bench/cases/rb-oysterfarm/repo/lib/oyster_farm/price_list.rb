# frozen_string_literal: true

module OysterFarm
  # Wholesale prices, in pence per dozen, by grade.
  class PriceList
    attr_reader :effective_from

    def initialize(effective_from:, pence_per_dozen:)
      unknown = pence_per_dozen.keys.reject { |g| Grades.saleable?(g) }
      raise ArgumentError, "not saleable grades: #{unknown.join(', ')}" unless unknown.empty?

      @effective_from = effective_from
      @prices = pence_per_dozen.dup.freeze
    end

    def price(grade)
      @prices.fetch(grade) { raise Error, "no price for grade #{Grades.label(grade)}" }
    end

    def grades
      Grades.sort(@prices.keys)
    end

    def include?(grade)
      @prices.key?(grade)
    end

    # A new list with every price raised by +percent+, rounded to the penny.
    def raised(percent, effective_from:)
      PriceList.new(effective_from: effective_from,
                    pence_per_dozen: @prices.transform_values { |p| (p * (100 + percent) / 100.0).round })
    end
  end
end
