# frozen_string_literal: true

require_relative "falconry/bird"
require_relative "falconry/formatter"
require_relative "falconry/schedule"
