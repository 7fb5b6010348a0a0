require "minitest/autorun"
require "gymjudge"

module Fixtures
  def self.beam_final
    [
      Gymjudge::Routine.new(gymnast: "Anna Kovács", club: "Vasas", apparatus: :beam,
                            elements: %w[D C C B B A E C A], requirements: 4,
                            deductions: [1.2, 1.4, 1.1, 1.3, 1.8]),
      Gymjudge::Routine.new(gymnast: "Bea Tóth", club: "Újpest", apparatus: :beam,
                            elements: %w[C C B B B A A D], requirements: 3,
                            deductions: [0.9, 1.0, 1.0, 0.8], neutral: 0.1),
      Gymjudge::Routine.new(gymnast: "Csilla Nagy", club: "Honvéd", apparatus: :beam,
                            elements: %w[E D C C B B A A], requirements: 4,
                            deductions: [1.0, 1.3, 0.9])
    ]
  end
end
