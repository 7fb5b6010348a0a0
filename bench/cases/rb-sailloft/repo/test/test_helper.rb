# frozen_string_literal: true

require "minitest/autorun"
require "sailloft"

module Fixtures
  module_function

  # A 30 ft masthead sloop, measured by her owner in feet and inches.
  def kestrel
    Sailloft::Rig.from_form(
      "Boat" => "Kestrel", "LOA" => "30' 2\"",
      "I" => "38' 6\"", "J" => "11' 9\"", "P" => "33' 4\"", "E" => "11' 0\""
    )
  end

  # A 22 ft day boat, measured in metres.
  def puffin
    Sailloft::Rig.new(name: "Puffin", loa: 6.7, i: 7.9, j: 2.5, p: 7.4, e: 2.8)
  end
end
