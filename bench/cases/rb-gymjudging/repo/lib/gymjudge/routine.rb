module Gymjudge
  # One gymnast's routine on one apparatus.
  class Routine
    attr_reader :gymnast, :club, :apparatus, :d_score, :panel, :neutral

    def initialize(gymnast:, club:, apparatus:, elements:, requirements:, deductions:, neutral: 0.0)
      Apparatus.fetch(apparatus)
      @gymnast = gymnast
      @club = club
      @apparatus = apparatus
      @d_score = Difficulty.score(apparatus, elements, requirements)
      @panel = Panel.new(deductions)
      @neutral = neutral
    end

    def e_score
      panel.e_score
    end

    def final
      [(d_score + e_score - neutral).round(3), 0.0].max
    end
  end
end
