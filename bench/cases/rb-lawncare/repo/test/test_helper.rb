require "minitest/autorun"
require "date"
require "lawncare"

module Fixtures
  include Lawncare

  def hughes
    Lawn.new(ref: "L001", customer: "Mrs Hughes", postcode: "LS6 2AB", area_m2: 120)
  end

  def okafor
    Lawn.new(ref: "L002", customer: "Mr Okafor", postcode: "ls6 4qt", area_m2: 380, condition: :fair)
  end

  def surgery
    Lawn.new(ref: "L003", customer: "Kirkgate Surgery", postcode: "LS7 3HN", area_m2: 500, condition: :poor)
  end

  def dale
    Lawn.new(ref: "L004", customer: "Mr & Mrs Dale", postcode: "LS8 1PL", area_m2: 60)
  end

  def lawn(ref, postcode, area)
    Lawn.new(ref: ref, customer: "Customer #{ref}", postcode: postcode, area_m2: area)
  end

  def visit(lawn, code, date = Date.new(2026, 3, 16))
    Visit.new(lawn: lawn, treatment: Treatments.fetch(code), date: date)
  end
end
