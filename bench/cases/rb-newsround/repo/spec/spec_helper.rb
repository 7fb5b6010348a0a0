# frozen_string_literal: true

require_relative "../lib/newsround"
require_relative "support/fixtures"

RSpec.configure do |config|
  config.include Fixtures
  config.disable_monkey_patching!
  config.order = :defined
end
