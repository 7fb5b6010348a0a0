$LOAD_PATH.unshift(File.expand_path("../lib", __dir__))
require "dogwalk"

module Fixtures
  def at(day, hour, minute = 0)
    Time.utc(2026, 5, day, hour, minute)
  end

  def dog(name, household, **options)
    Dogwalk::Dog.new(name: name, household: household, **options)
  end
end

RSpec.configure do |config|
  config.expect_with(:rspec) { |c| c.syntax = :expect }
  config.disable_monkey_patching!
  config.order = :defined
  config.include Fixtures
end
