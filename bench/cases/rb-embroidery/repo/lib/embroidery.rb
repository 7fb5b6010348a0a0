# frozen_string_literal: true

require_relative "embroidery/thread_colour"
require_relative "embroidery/palette"
require_relative "embroidery/design"
require_relative "embroidery/hoop"
require_relative "embroidery/run_time"
require_relative "embroidery/quote"
require_relative "embroidery/worksheet"

# Job costing for a small machine-embroidery studio.
module Embroidery
end
