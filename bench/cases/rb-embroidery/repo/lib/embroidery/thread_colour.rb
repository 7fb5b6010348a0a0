# frozen_string_literal: true

module Embroidery
  # One thread shade from a maker's card, e.g. Madeira 1147 "Christmas Red".
  ThreadColour = Struct.new(:code, :name, :metres_per_cone, keyword_init: true) do
    def to_s
      "#{code} #{name}"
    end
  end
end
