# frozen_string_literal: true

module OysterFarm
  VERSION = "0.4.0"
end
