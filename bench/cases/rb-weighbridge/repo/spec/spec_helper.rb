$LOAD_PATH.unshift File.expand_path("../lib", __dir__)
require "weighbridge"

RSpec.configure do |config|
  config.order = :defined
  config.expect_with :rspec do |c|
    c.syntax = :expect
  end
end
