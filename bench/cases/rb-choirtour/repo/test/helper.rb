# frozen_string_literal: true

require "minitest/autorun"
require "choirtour"

module TourFixture
  def members
    @members ||= [
      Choirtour::Member.new(name: "Ada", voice: "soprano", nights: 3, deposit_cents: 20_000),
      Choirtour::Member.new(name: "Bram", voice: "tenor", nights: 3),
      Choirtour::Member.new(name: "Cleo", voice: "alto", nights: 2, deposit_cents: 5_000),
      Choirtour::Member.new(name: "Dov", voice: "bass", nights: 1, coach: false),
    ]
  end

  def member(name)
    members.find { |m| m.name == name }
  end

  def coach
    Choirtour::Coach.new(price_cents: 90_000, seats: 40)
  end

  def lodging
    Choirtour::Lodging.new(block_cents: 72_000)
  end
end
