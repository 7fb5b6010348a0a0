# frozen_string_literal: true

require "minitest/autorun"
require "weightlifting"

module MeetHelpers
  # A lifter with their six attempts written as on the board: 92 good, (95) no lift.
  def lifter(name, bodyweight, lot, snatch, clean_and_jerk, **options)
    l = Weightlifting::Lifter.new(name, bodyweight: bodyweight, lot: lot, **options)
    { snatch: snatch, clean_and_jerk: clean_and_jerk }.each do |lift, calls|
      calls.split.each do |call|
        missed = call.start_with?("(")
        l.lift(lift, call.delete("()").to_i, missed ? :no_lift : :good)
      end
    end
    l
  end
end
