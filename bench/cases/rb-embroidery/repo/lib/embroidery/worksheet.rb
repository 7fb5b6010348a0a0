# frozen_string_literal: true

module Embroidery
  # The job sheet pinned by the machine: hoop, thread order, time and price.
  module Worksheet
    module_function

    def lines(quote, palette, run_time: RunTime.new)
      design = quote.design
      hoop = Embroidery.hoop_for(design)
      [
        "#{design.name} x#{quote.quantity} on #{design.fabric}",
        "Hoop: #{hoop ? hoop.name : 'none fits'}",
        "Threads: #{design.thread_codes.map { |code| palette.find(code).to_s }.join(', ')}",
        "Stitches: #{design.stitch_count}, colour changes: #{design.colour_changes}",
        "Machine time: #{run_time.minutes_for(design, quote.quantity)} min",
        "Price: #{money(quote.total)}"
      ]
    end

    def money(pence)
      format("£%<pounds>d.%<pence>02d", pounds: pence / 100, pence: pence % 100)
    end
  end
end
