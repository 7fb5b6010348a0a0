# frozen_string_literal: true

$LOAD_PATH.unshift(File.expand_path("../lib", __dir__))
require "drivingtest"

module DateHelpers
  def d(iso)
    Date.iso8601(iso)
  end

  def at(iso, hhmm)
    date = Date.iso8601(iso)
    hour, min = hhmm.split(":").map { |s| Integer(s, 10) }
    DateTime.new(date.year, date.month, date.day, hour, min)
  end
end

RSpec.configure do |config|
  config.include DateHelpers
  config.expect_with :rspec do |c|
    c.syntax = :expect
  end
  config.disable_monkey_patching!
  config.order = :defined
end
