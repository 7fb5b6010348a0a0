# frozen_string_literal: true

require_relative "tannery/units"
require_relative "tannery/hide"
require_relative "tannery/batch"
require_relative "tannery/recipe"
require_relative "tannery/dosing"
require_relative "tannery/grading"
require_relative "tannery/pricing"
require_relative "tannery/drums"
require_relative "tannery/report"

# Batch records for a small chrome and vegetable tannery: hides in, chemical
# doses per drum step, grading of the crust, drum loading and the customer's
# quote.
module Tannery
  VERSION = "0.4.0"
end
