# frozen_string_literal: true

require_relative "../lib/sheepdog"

RSpec.configure do |config|
  config.disable_monkey_patching!
  config.order = :defined
end
