# frozen_string_literal: true

module Strings
  class Case
    VERSION = "0.4.0"
  end # Case
end # Strings
