# frozen_string_literal: true

module Choirtour
  VOICES = %w[soprano alto tenor bass].freeze

  # A singer on the tour: the nights at the hotel, whether they ride the coach, the deposit paid.
  Member = Struct.new(:name, :voice, :nights, :coach, :deposit_cents, keyword_init: true) do
    def initialize(name:, voice:, nights:, coach: true, deposit_cents: 0)
      raise ArgumentError, "unknown voice: #{voice}" unless VOICES.include?(voice)
      raise ArgumentError, "nights cannot be negative" if nights.negative?

      super
    end

    def coach?
      coach
    end
  end
end
