# frozen_string_literal: true

module Embroidery
  # How long a design keeps one machine head busy.
  class RunTime
    DEFAULT_SPM = 800               # stitches per minute
    COLOUR_CHANGE_SECONDS = 45      # rethreading by hand
    HOOPING_SECONDS = 90            # per piece

    def initialize(spm: DEFAULT_SPM)
      @spm = spm
    end

    def sewing_seconds(design)
      (design.stitch_count * 60.0 / @spm).ceil
    end

    def seconds_per_piece(design)
      sewing_seconds(design) + design.colour_changes * COLOUR_CHANGE_SECONDS + HOOPING_SECONDS
    end

    def minutes_for(design, quantity)
      (seconds_per_piece(design) * quantity / 60.0).ceil
    end
  end
end
