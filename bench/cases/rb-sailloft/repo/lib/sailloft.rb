# frozen_string_literal: true

require_relative "sailloft/units"
require_relative "sailloft/rig"
require_relative "sailloft/sail"
require_relative "sailloft/cloth"
require_relative "sailloft/panel_layout"
require_relative "sailloft/quote"
require_relative "sailloft/job_ticket"

# Costing and cutting plans for a small sail loft: rig measurements in,
# sail areas, cross-cut panel layouts, quotes and job tickets out.
module Sailloft
  VERSION = "0.4.0"
end
