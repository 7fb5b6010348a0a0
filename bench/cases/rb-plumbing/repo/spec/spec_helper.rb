$LOAD_PATH.unshift(File.expand_path("../lib", __dir__))
require "plumbing"

module PlumbingHelpers
  # Monday 4 March 2024 and the days after it
  MONDAY = Date.new(2024, 3, 4)

  def day(offset)
    MONDAY + offset
  end

  def at(date, hour, minute = 0)
    Time.new(date.year, date.month, date.day, hour, minute, 0)
  end

  def job(ref, kind, postcode: "LS6 2AB", logged_at: at(MONDAY, 9), priority: nil)
    Plumbing::Job.new(ref: ref, kind: kind, postcode: postcode, logged_at: logged_at,
                      customer: "Customer #{ref}", priority: priority)
  end
end

RSpec.configure do |config|
  config.include PlumbingHelpers
  config.expect_with :rspec do |expectations|
    expectations.include_chain_clauses_in_custom_matcher_descriptions = true
  end
  config.disable_monkey_patching!
  config.order = :defined
end
