$LOAD_PATH.unshift File.expand_path('../lib', __dir__)
require 'cheesecounter'

RSpec.configure do |config|
  config.order = :defined
end
