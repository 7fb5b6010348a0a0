# frozen_string_literal: true

module Bankfeed
  # Files a transaction under the first rule whose pattern matches its description.
  class Categorizer
    FALLBACK = "uncategorized"

    def initialize(rules)
      @rules = rules.map { |pattern, category| [Regexp.new(pattern, Regexp::IGNORECASE), category] }
    end

    def category(transaction)
      rule = @rules.find { |pattern, _| pattern.match?(transaction.description) }
      rule ? rule.last : FALLBACK
    end
  end
end
