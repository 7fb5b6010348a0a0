# frozen_string_literal: true

module Necromancer
  VERSION = "0.7.0"
end # Necromancer
