module Treesurvey
  module Schedule
    INTERVAL_MONTHS = { high: 12, moderate: 24, low: 36 }.freeze

    def self.next_due(tree)
      tree.last_inspected >> INTERVAL_MONTHS.fetch(Risk.category(tree))
    end

    def self.overdue(trees, on:)
      trees.select { |t| next_due(t) < on }.sort_by { |t| [next_due(t), t.id] }
    end

    def self.due_between(trees, from, to)
      trees.select { |t| (from..to).cover?(next_due(t)) }.sort_by { |t| [next_due(t), t.id] }
    end
  end
end
