# frozen_string_literal: true

module Towage
  # The sheet the duty tug master prints for a movement.
  module JobSheet
    module_function

    def tide_line(tide)
      format('Tide: LW %<lw>s %<lh>.1f m, HW %<hw>s %<hh>.1f m',
             lw: Clock.format(tide.low_water), lh: tide.low_height,
             hw: Clock.format(tide.high_water), hh: tide.high_height)
    end

    def window_line(window, vessel)
      return "Window: none for #{vessel.draught} m draught" if window.nil?

      "Window: #{window} for #{vessel.draught} m draught (tide of #{format('%.2f', window.height_needed)} m needed)"
    end

    def tugs_line(assignment)
      names = assignment.tugs.map(&:to_s).join(', ')
      names = 'none' if names.empty?
      line = "Tugs: #{names} (#{assignment.tugs.size} of #{assignment.tugs_needed}, " \
             "#{assignment.pull} t of #{assignment.pull_needed} t)"
      assignment.complete? ? line : "#{line} SHORT"
    end

    def render(vessel, tide:, depth:, dispatch:, conditions:, not_before: nil)
      window = TidalWindow.for(tide, depth: depth, draught: vessel.draught)
      lines = ["Job: #{vessel}", tide_line(tide), window_line(window, vessel)]
      start = window && dispatch.earliest_start(vessel, window: window, conditions: conditions, not_before: not_before)
      if start.nil?
        lines << 'Start: no slot this tide'
      else
        assignment = dispatch.book(vessel, start: start, conditions: conditions)
        charge = Tariff.charge(vessel, tugs: assignment.tugs.size, start: start)
        lines << "Start: #{Clock.format(start)}#{Clock.night?(start) ? ' (night rate)' : ''}"
        lines << tugs_line(assignment)
        lines << "Charge: #{Tariff.pounds(charge.total)}"
      end
      Requirements.restrictions(vessel, conditions).each { |note| lines << "Note: #{note}" }
      lines.join("\n")
    end
  end
end
