# frozen_string_literal: true

$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
require "pawnshop"
require "minitest/autorun"

module Fixtures
  module_function

  def chain
    Pawnshop::Item.new(description: "Curb chain", category: :gold, grams: 24.0, carat: 9)
  end

  def guitar
    Pawnshop::Item.new(description: "Electric guitar", category: :instrument, condition: :good, value: 60_000)
  end

  def drill
    Pawnshop::Item.new(description: "Cordless drill", category: :tool, condition: :fair, value: 8_000)
  end

  def d(text)
    Date.parse(text)
  end
end
