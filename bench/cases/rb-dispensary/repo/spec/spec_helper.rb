$LOAD_PATH.unshift File.expand_path('../lib', __dir__)
require 'date'
require 'dispensary'

RSpec.configure do |config|
  config.order = :defined
  config.disable_monkey_patching!
  config.expect_with(:rspec) { |c| c.syntax = :expect }
end
