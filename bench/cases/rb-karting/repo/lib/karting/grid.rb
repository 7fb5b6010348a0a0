# frozen_string_literal: true

module Karting
  Slot = Struct.new(:position, :entry, :best_ms, keyword_init: true)

  # Starting grid for a race from a qualifying session: quickest lap on pole,
  # drivers without a time at the back in the order they were entered.
  module Grid
    module_function

    def from_qualifying(session)
      raise Error, "a grid comes from qualifying" unless session.kind == :qualifying

      results = session.results
      timed = results.reject { |r| r.best_ms.nil? }.sort_by { |r| [r.best_ms, r.finish_ms] }
      untimed = results.select { |r| r.best_ms.nil? }
      (timed + untimed).each_with_index.map do |result, index|
        Slot.new(position: index + 1, entry: result.entry, best_ms: result.best_ms)
      end
    end

    def names(slots)
      slots.map { |slot| slot.entry.driver.name }
    end
  end
end
