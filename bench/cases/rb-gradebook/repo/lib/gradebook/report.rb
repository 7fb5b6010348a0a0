# frozen_string_literal: true

module Gradebook
  # The end-of-term class report: one row per student, sorted by name, and the class's letter counts.
  class Report
    Row = Struct.new(:name, :percent, :letter, keyword_init: true)

    def initialize(students, weights: Weights::DEFAULT)
      @students = students
      @weights = weights
    end

    def rows
      @students.sort_by(&:name).map do |student|
        percent = student.final_percent(@weights)
        Row.new(name: student.name, percent: percent.round(1), letter: Scale.letter(percent))
      end
    end

    def distribution
      rows.map(&:letter).tally
    end

    def to_text
      width = rows.map { |row| row.name.length }.max || 0
      rows.map { |row| format("%-#{width}s  %5.1f  %s", row.name, row.percent, row.letter) }.join("\n")
    end
  end
end
