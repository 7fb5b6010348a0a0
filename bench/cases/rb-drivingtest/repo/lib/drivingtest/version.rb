# frozen_string_literal: true

module Drivingtest
  VERSION = "0.6.0"
end
