# frozen_string_literal: true

require "minitest/autorun"
require "teetimes"

module Fixtures
  # number, par, stroke index, yards from the white tees
  TALLOW_HILL = [
    [1, 4, 11, 382], [2, 5, 3, 512], [3, 3, 15, 168], [4, 4, 1, 431],
    [5, 4, 9, 376], [6, 3, 17, 152], [7, 5, 7, 498], [8, 4, 5, 402],
    [9, 4, 13, 355], [10, 4, 12, 368], [11, 3, 16, 176], [12, 5, 4, 521],
    [13, 4, 2, 440], [14, 4, 10, 389], [15, 3, 18, 141], [16, 4, 6, 412],
    [17, 5, 8, 485], [18, 4, 14, 360]
  ].freeze

  module_function

  def course
    holes = TALLOW_HILL.map do |number, par, si, yards|
      Teetimes::Hole.new(number: number, par: par, stroke_index: si, yards: yards)
    end
    tees = [
      Teetimes::TeeSet.new(name: "white", rating: 71.4, slope: 128),
      Teetimes::TeeSet.new(name: "yellow", rating: 69.8, slope: 124)
    ]
    Teetimes::Course.new("Tallow Hill", holes: holes, tees: tees)
  end

  def ada
    Teetimes::Player.new("Ada Fairlie", index: 12.4)
  end

  def bruno
    Teetimes::Player.new("Bruno Kask", index: 4.1)
  end

  def cath
    Teetimes::Player.new("Cath Orme", index: 27.8, membership: :five_day)
  end

  def dev
    Teetimes::Player.new("Dev Rana", index: -1.2)
  end

  # Cards for the monthly medal, holes 1 to 18.
  CARDS = {
    "Ada Fairlie" => [5, 6, 3, 5, 5, 4, 6, 5, 4, 5, 3, 6, 5, 5, 3, 5, 6, 5],
    "Bruno Kask" => [4, 5, 3, 5, 4, 3, 5, 4, 4, 4, 3, 5, 5, 4, 3, 4, 5, 5],
    "Cath Orme" => [6, 7, 4, 6, 6, 4, 7, 6, 5, 5, 4, 7, 6, 6, 4, 6, 6, 5],
    "Dev Rana" => [4, 4, 3, 4, 4, 3, 5, 4, 3, 4, 3, 5, 4, 4, 3, 4, 5, 4]
  }.freeze
end
