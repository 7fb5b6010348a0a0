$LOAD_PATH.unshift File.expand_path('../lib', __dir__)
require 'date'
require 'vegbox'
require_relative 'fixtures'

RSpec.configure do |config|
  config.order = :defined
  config.disable_monkey_patching!
end
