# frozen_string_literal: true

require_relative "gradebook/weights"
require_relative "gradebook/scale"
require_relative "gradebook/student"
require_relative "gradebook/report"

module Gradebook
  VERSION = "0.5.0"
end
