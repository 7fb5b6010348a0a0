# frozen_string_literal: true

module Campsite
  # A kind of pitch with its nightly price in each season.
  Pitch = Struct.new(:key, :label, :low_cents, :high_cents, keyword_init: true)

  PITCHES = {
    tent: Pitch.new(key: :tent, label: "Tent pitch", low_cents: 900, high_cents: 1500),
    caravan: Pitch.new(key: :caravan, label: "Caravan pitch", low_cents: 1400, high_cents: 2200),
    hookup: Pitch.new(key: :hookup, label: "Caravan pitch with hook-up", low_cents: 1800, high_cents: 2800)
  }.freeze

  def self.pitch(key)
    PITCHES.fetch(key) { raise ArgumentError, "no such pitch: #{key}" }
  end
end
