# frozen_string_literal: true

module Strings
  class Numeral
    VERSION = "0.1.0"
  end # Numeral
end # Strings
