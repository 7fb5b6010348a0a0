# frozen_string_literal: true

module Tannery
  # Sorts measured crust into selection grades by defect points per square
  # foot. A hide worse than the last grade is rejected.
  class Grader
    GRADES = [
      ["TR1", 0.10],
      ["TR2", 0.25],
      ["TR3", 0.50],
      ["TR4", 1.00]
    ].freeze
    REJECT = "REJECT"

    def grade(hide)
      raise ArgumentError, "hide #{hide.tag} is not measured" unless hide.measured?

      density = hide.defect_points / hide.area_sqft
      found = GRADES.find { |_name, limit| density <= limit }
      found ? found.first : REJECT
    end

    def grade_batch(batch)
      batch.hides.group_by { |h| grade(h) }
    end

    # Count and area of each grade present, in grade order, rejects last.
    def summary(batch)
      graded = grade_batch(batch)
      order = GRADES.map(&:first) + [REJECT]
      order.each_with_object({}) do |name, acc|
        hides = graded[name]
        next unless hides

        acc[name] = { count: hides.size, area_sqft: hides.sum(&:area_sqft) }
      end
    end

    def saleable_area(batch)
      summary(batch).reject { |name, _| name == REJECT }.sum { |_, s| s[:area_sqft] }
    end
  end
end
