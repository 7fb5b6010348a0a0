module Gymjudge
  # D score: the highest-valued counting elements, plus 0.5 for each composition requirement met.
  module Difficulty
    VALUES = { "A" => 0.1, "B" => 0.2, "C" => 0.3, "D" => 0.4, "E" => 0.5, "F" => 0.6, "G" => 0.7 }.freeze
    REQUIREMENT_VALUE = 0.5
    MAX_REQUIREMENTS = 4

    def self.element_value(letter)
      VALUES.fetch(letter.to_s.upcase) { raise ArgumentError, "no difficulty value #{letter.inspect}" }
    end

    def self.score(apparatus, elements, requirements_met)
      unless (0..MAX_REQUIREMENTS).cover?(requirements_met)
        raise ArgumentError, "composition requirements must be 0..#{MAX_REQUIREMENTS}"
      end

      values = elements.map { |e| element_value(e) }.sort.reverse
      counted = values.first(Apparatus.counting(apparatus))
      (counted.sum + requirements_met * REQUIREMENT_VALUE).round(3)
    end
  end
end
