# frozen_string_literal: true

module Sheepdog
  # A class's runs in finishing order: highest score first, ties on outwork, then the quicker run.
  class Results
    Placing = Struct.new(:place, :handler, :dog, :score, :status, keyword_init: true)

    def initialize(runs)
      @runs = runs.dup
    end

    def ordered
      @runs.sort_by { |run| [-run.score, -run.outwork, run.retired? ? 1 : 0, run.elapsed] }
    end

    def placings
      ordered.each_with_index.map do |run, index|
        Placing.new(place: index + 1, handler: run.handler, dog: run.dog, score: run.score, status: run.status)
      end
    end

    def winner
      ordered.first
    end

    def table
      placings.map { |p| format("%<place>2d  %<handler>-16s %<dog>-10s %<score>3d  %<status>s", p.to_h) }
    end
  end
end
