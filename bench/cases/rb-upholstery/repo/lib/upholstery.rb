module Upholstery
  class Error < StandardError; end
end

require "upholstery/money"
require "upholstery/fabric"
require "upholstery/panel"
require "upholstery/yardage"
require "upholstery/foam"
require "upholstery/labour"
require "upholstery/quote"
