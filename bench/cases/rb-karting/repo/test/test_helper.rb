# frozen_string_literal: true

require "minitest/autorun"
require "karting"

module Fixtures
  DRIVERS = {
    "Ana Ruiz" => { age: 34, weight_kg: 62.0, member: true },
    "Ben Okafor" => { age: 29, weight_kg: 88.0, member: false },
    "Cara Lund" => { age: 16, weight_kg: 55.0, member: true },
    "Dev Patel" => { age: 41, weight_kg: 79.0, member: false },
    "Eli Moss" => { age: 22, weight_kg: 70.0, member: true },
    "Finn Hale" => { age: 11, weight_kg: 36.0, member: false },
    "Gus Hale" => { age: 9, weight_kg: 31.0, member: false }
  }.freeze

  OUT_LAP_MS = 20_000
  STAGGER_MS = 350

  module_function

  def driver(name)
    Karting::Driver.new(name: name, **DRIVERS.fetch(name))
  end

  def fleet
    fleet = Karting::Fleet.new
    [3, 5, 7, 9, 11].each { |n| fleet.add(number: n, category: :adult, engine_cc: 270, hours: 4.0) }
    [21, 22].each { |n| fleet.add(number: n, category: :cadet, engine_cc: 120, hours: 10.0) }
    fleet.add(number: 31, category: :twin, engine_cc: 390, hours: 2.0)
    fleet
  end

  # The passings a kart makes: the end of its out-lap, then one per lap.
  def passings_for(transponder, laps, start_ms)
    at = start_ms
    [Karting::Passing.new(transponder, at)] + laps.map do |lap|
      at += lap
      Karting::Passing.new(transponder, at)
    end
  end

  # A session with the named drivers on the fleet's karts in the given
  # order, and their laps (in ms) through the timing loop.
  def session(laps_by_name, kind: :race, category: :adult, minutes: 15)
    session = Karting::Session.new(kind: kind, category: category, minutes: minutes)
    karts = fleet.available(category)
    passings = []
    laps_by_name.each_with_index do |(name, laps), index|
      transponder = 100 + index
      session.add(driver(name), karts.fetch(index), transponder)
      passings.concat(passings_for(transponder, laps, OUT_LAP_MS + index * STAGGER_MS))
    end
    session.record(passings)
    session
  end

  def round_one
    session({
      "Ana Ruiz" => [32_000, 31_500, 31_800, 31_600],
      "Ben Okafor" => [32_500, 32_000, 31_900, 32_100],
      "Cara Lund" => [33_000, 32_800, 32_700, 32_600],
      "Dev Patel" => [31_900, 31_700, 31_650, 31_700],
      "Eli Moss" => [34_000, 33_500, 33_800]
    })
  end

  def round_two
    session({
      "Ben Okafor" => [31_800, 31_600, 31_700, 31_500],
      "Ana Ruiz" => [32_200, 31_900, 31_700, 31_800],
      "Dev Patel" => [32_400, 32_300, 32_100, 32_000],
      "Cara Lund" => [32_100, 32_300, 32_200, 32_400]
    })
  end

  def round_three
    session({
      "Eli Moss" => [31_600, 31_500, 31_400, 31_450],
      "Cara Lund" => [31_900, 31_800, 31_700, 31_650],
      "Ana Ruiz" => [32_300, 32_100, 32_000, 31_900],
      "Dev Patel" => [32_600, 32_500, 32_300, 32_200],
      "Ben Okafor" => [33_000, 32_900]
    })
  end
end
