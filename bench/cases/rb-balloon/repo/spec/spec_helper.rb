# frozen_string_literal: true

$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
require "balloon"
require_relative "support_fleet"

RSpec.configure do |config|
  config.disable_monkey_patching!
  config.order = :defined
end
