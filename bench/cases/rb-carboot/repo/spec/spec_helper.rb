$LOAD_PATH.unshift File.expand_path('../lib', __dir__)
require 'carboot'
require_relative 'fixtures'

RSpec.configure do |config|
  config.order = :defined
  config.disable_monkey_patching!
end
