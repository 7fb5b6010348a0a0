# frozen_string_literal: true

module Falconry
  # A bird of the centre's team, weighed each morning: it flies only near its flying weight.
  class Bird
    attr_reader :name, :species, :flying_weight_g
    attr_accessor :weight_g

    TOLERANCE = 0.05 # five per cent either side of the flying weight

    def initialize(name:, species:, flying_weight_g:, weight_g: nil)
      @name = name
      @species = species
      @flying_weight_g = flying_weight_g
      @weight_g = weight_g || flying_weight_g
    end

    def fit_to_fly?
      (weight_g - flying_weight_g).abs <= flying_weight_g * TOLERANCE
    end

    def to_s
      "#{name} (#{species})"
    end
  end
end
