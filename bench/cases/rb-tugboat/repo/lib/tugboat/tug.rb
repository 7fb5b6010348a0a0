# frozen_string_literal: true

module Tugboat
  # A harbour tug. Bollard pull in tonnes.
  class Tug
    attr_reader :name, :bollard_pull, :crew
    attr_accessor :in_service

    def initialize(name:, bollard_pull:, crew: 3, in_service: true)
      @name = name
      @bollard_pull = bollard_pull
      @crew = crew
      @in_service = in_service
    end

    def to_s
      "#{name} (#{bollard_pull} t)"
    end
  end
end
