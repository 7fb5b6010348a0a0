module Harbour
  # High and low waters for the harbour entrance, and the windows in which a
  # boat can cross the sill. Heights in metres above chart datum, times as
  # minutes after midnight.
  class Tides
    Water = Struct.new(:minute, :height, :high)

    SILL = 1.8 # height of the sill above chart datum

    def initialize
      @days = {}
    end

    def add(date, waters)
      @days[date] = waters.map { |m, h, high| Water.new(m, h, high) }.sort_by(&:minute)
      self
    end

    # Height of tide at a minute of the day, by the rule of twelfths between
    # the waters either side.
    def height(date, minute)
      waters = @days.fetch(date) { raise Error, "no tide table for #{date}" }
      before = waters.reverse.find { |w| w.minute <= minute }
      after = waters.find { |w| w.minute > minute }
      return (before || after).height if before.nil? || after.nil?

      range = after.height - before.height
      fraction = twelfths((minute - before.minute).to_f / (after.minute - before.minute))
      before.height + range * fraction
    end

    # Minutes of the day (on a 10 minute grid) at which a boat of the given
    # draught has the water to cross the sill with the clearance kept.
    def open_minutes(date, draught)
      need = SILL + draught + Berth::CLEARANCE
      (0...24 * 60).step(10).select { |m| height(date, m) >= need }
    end

    # The open windows as [from, to] minute pairs.
    def windows(date, draught)
      open_minutes(date, draught).slice_when { |a, b| b != a + 10 }.map { |run| [run.first, run.last] }
    end

    def self.hhmm(minute)
      format("%02d:%02d", minute / 60, minute % 60)
    end

    private

    # Share of the range run off after the given share of the time: 1, 2, 3,
    # 3, 2, 1 twelfths in the six equal parts.
    def twelfths(t)
      steps = [0, 1, 3, 6, 9, 11, 12]
      sixth = t * 6
      i = [sixth.floor, 5].min
      (steps[i] + (steps[i + 1] - steps[i]) * (sixth - i)) / 12.0
    end
  end
end
