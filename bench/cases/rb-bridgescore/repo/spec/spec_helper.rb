$LOAD_PATH.unshift(File.expand_path("../lib", __dir__))
require "bridgescore"

RSpec.configure do |config|
  config.disable_monkey_patching!
  config.order = :defined
end
