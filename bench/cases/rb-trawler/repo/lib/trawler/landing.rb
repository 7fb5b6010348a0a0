# frozen_string_literal: true

module Trawler
  GRADES = %w[A1 A2 A3 B].freeze

  # One line of the landing declaration: boxes of one species and grade.
  class Landing
    attr_reader :species, :grade, :boxes, :kg_per_box

    def initialize(species:, grade:, boxes:, kg_per_box: 40)
      raise ArgumentError, "unknown grade #{grade}" unless GRADES.include?(grade)
      raise ArgumentError, "boxes must be positive" unless boxes.positive?

      @species = species.to_sym
      @grade = grade
      @boxes = boxes
      @kg_per_box = kg_per_box
    end

    def weight_kg
      boxes * kg_per_box
    end
  end
end
